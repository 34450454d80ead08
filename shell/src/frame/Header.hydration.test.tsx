import { DesignSystemProvider } from '@agency/ui';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@agency/routing';
import { Header } from './Header';

// React's act() with a root made here (Testing Library sets this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  return (
    <DesignSystemProvider>
      <MemoryRouter initialEntries={['/']}>
        <Header />
      </MemoryRouter>
    </DesignSystemProvider>
  );
}

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

describe("the header's menu in the server's HTML", () => {
  it('is opened by the browser (popovertarget), says nothing of its state until hydrated, and hydrates without a mismatch', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page />);
    const toggle = container.querySelector('button[aria-controls]')!;
    const menu = container.querySelector('nav[aria-label="Mobile"]')!;
    expect(menu.getAttribute('popover')).toBe('auto');
    expect(toggle.getAttribute('popovertarget')).toBe(menu.id);
    // No aria-expanded="false" that would override the state the browser exposes for the open menu.
    expect(toggle.hasAttribute('aria-expanded')).toBe(false);

    const errors: unknown[] = [];
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        root = hydrateRoot(container, <Page />, { onRecoverableError: (e) => errors.push(e) });
      });
      expect(errors).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('button[aria-controls]')).toBe(toggle);
  });
});
