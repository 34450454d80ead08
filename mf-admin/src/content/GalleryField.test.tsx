import { clearSession } from '@agency/platform';
import { DesignSystemProvider } from '@agency/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, route, signInAs, STAFF } from '../test/fakeApi';
import { GalleryField } from './GalleryField';

beforeEach(() => signInAs(STAFF));
afterEach(() => clearSession());

const image = (id: string, alt: string) => ({ id, alt, src: `/api/content/images/${id}/640.webp`, width: 640, height: 360, srcSet: [[`/api/content/images/${id}/640.webp`, 640]], avifSrcSet: [[`/api/content/images/${id}/640.avif`, 640]] });

/** The field in a form that keeps what it reports, as the editor does. */
function Form({ start, onChange }: { start: string[]; onChange: (ids: string[]) => void }) {
  const [ids, setIds] = useState(start);
  return <GalleryField label="Gallery images" imageIds={ids} onChange={(next) => { onChange(next); setIds(next); }} />;
}

function field(start: string[] = [], onChange = jest.fn()) {
  render(
    <DesignSystemProvider>
      <Form start={start} onChange={onChange} />
    </DesignSystemProvider>,
  );
  return onChange;
}

const png = (name = 'site.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('a gallery', () => {
  it('adds an uploaded image after the ones it has, with its alt text, and shows it', async () => {
    const { calls } = fakeApi(route('POST', '/api/admin/content/images', () => [201, image('img-new', 'The new site on a phone')]));
    const onChange = field(['seed-1']);
    await userEvent.upload(screen.getByLabelText('Add an image'), png());
    await userEvent.type(screen.getByLabelText('Alt text of the image to add *'), 'The new site on a phone');
    await userEvent.click(screen.getByRole('button', { name: 'Upload and add' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['seed-1', 'img-new']));
    const sent = (global.fetch as jest.Mock).mock.calls[0][1].body as FormData;
    expect(sent.get('alt')).toBe('The new site on a phone');
    expect(calls).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Gallery images: 2' });
    expect(within(list).getByRole('img', { name: 'The new site on a phone' })).toHaveAttribute('src', '/api/content/images/img-new/640.webp');
    expect(screen.getByText(/Added “The new site on a phone” to the gallery/)).toBeInTheDocument();
    // Ready for the next one: the alt text is cleared.
    expect(screen.getByLabelText('Alt text of the image to add *')).toHaveValue('');
  });

  it('requires alt text before anything is sent', async () => {
    const { calls } = fakeApi(route('POST', '/api/admin/content/images', () => [201, image('x', 'x')]));
    const onChange = field();
    await userEvent.upload(screen.getByLabelText('Add an image'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload and add' }));
    expect(screen.getByLabelText('Alt text of the image to add *')).toHaveAccessibleDescription(/alt text is required/);
    expect(calls).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes one image and keeps the others in order', async () => {
    fakeApi();
    const onChange = field(['a', 'b', 'c']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2 from the gallery images' }));
    expect(onChange).toHaveBeenCalledWith(['a', 'c']);
  });
});
