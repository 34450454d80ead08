import { clearSession } from '@agency/platform';
import { DesignSystemProvider } from '@agency/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
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

const IMAGE_PATH = /^\/api\/admin\/content\/images\/([^/]+)$/;
/** GET of a saved image: answered from `saved`, 404 for any other id. */
const savedImages = (saved: Record<string, string>) =>
  route('GET', IMAGE_PATH, (call) => {
    const id = IMAGE_PATH.exec(call.path)?.[1] ?? '';
    return saved[id] ? [200, image(id, saved[id])] : [404, { statusCode: 404, message: `No image has the id “${id}”: it was never uploaded here.` }];
  });
/**
 * GET of a saved image that fails first (`failures` times: a 503, then a network error) and is
 * answered after, as when the API or the connection was down for a moment.
 */
const flakyImage = (id: string, alt: string, failures = 1) => {
  let asked = 0;
  return route('GET', `/api/admin/content/images/${id}`, () => {
    asked += 1;
    if (asked > failures) return [200, image(id, alt)];
    if (asked % 2 === 1) return [503, { statusCode: 503, message: 'The service is starting.' }];
    throw new TypeError('Failed to fetch');
  });
};
const gets = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && IMAGE_PATH.test(c.path)).map((c) => c.path);

const png = (name = 'site.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('a gallery', () => {
  it('adds an uploaded image after the ones it has, with its alt text, and shows it', async () => {
    const { calls } = fakeApi(route('POST', '/api/admin/content/images', () => [201, image('img-new', 'The new site on a phone')]), savedImages({ 'seed-1': 'The old site' }));
    const onChange = field(['seed-1']);
    await userEvent.upload(screen.getByLabelText('Add an image'), png());
    await userEvent.type(screen.getByLabelText('Alt text of the image to add *'), 'The new site on a phone');
    await userEvent.click(screen.getByRole('button', { name: 'Upload and add' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['seed-1', 'img-new']));
    const posted = (global.fetch as jest.Mock).mock.calls.find(([, init]) => init?.method === 'POST');
    expect((posted[1].body as FormData).get('alt')).toBe('The new site on a phone');
    // The upload's answer is the image: it is never asked for again.
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(gets(calls)).toEqual(['/api/admin/content/images/seed-1']);
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
    fakeApi(savedImages({ a: 'Alpha', b: 'Bravo', c: 'Charlie' }));
    const onChange = field(['a', 'b', 'c']);
    await screen.findByRole('img', { name: 'Charlie' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2 from the gallery images' }));
    expect(onChange).toHaveBeenCalledWith(['a', 'c']);
  });

  it('loads the images saved before by their id and shows each with its alt text, the id line while it loads', async () => {
    const { calls } = fakeApi(savedImages({ 'img-a': 'The studio at dawn', 'img-b': 'A poster on a wall' }));
    field(['img-a', 'img-b']);
    const list = screen.getByRole('list', { name: 'Gallery images: 2' });
    expect(within(list).getByText('img-a')).toBeInTheDocument();
    expect(await within(list).findByRole('img', { name: 'The studio at dawn' })).toHaveAttribute('srcset', '/api/content/images/img-a/640.webp 640w');
    expect(within(list).getByRole('img', { name: 'A poster on a wall' })).toHaveAttribute('src', '/api/content/images/img-b/640.webp');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Image 1: img-aAlt text: “The studio at dawn”');
    expect(items[1]).toHaveTextContent('Image 2: img-bAlt text: “A poster on a wall”');
    expect(gets(calls)).toEqual(['/api/admin/content/images/img-a', '/api/admin/content/images/img-b']);
  });

  it('says which image could not be loaded, and it can still be removed', async () => {
    fakeApi(flakyImage('img-b', 'A poster on a wall'), savedImages({ 'img-a': 'The studio at dawn' }));
    const onChange = field(['img-a', 'img-b']);
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Image img-b could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The studio at dawn' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2 from the gallery images' }));
    expect(onChange).toHaveBeenLastCalledWith(['img-a']);
    expect(screen.getByRole('list', { name: 'Gallery images: 1' })).not.toHaveTextContent('img-b');
  });

  it('says an image the API no longer has (404) is gone, with no "Try again", and it can be removed', async () => {
    const { calls } = fakeApi(savedImages({ 'img-a': 'The studio at dawn' }));
    const onChange = field(['img-a', 'img-gone']);
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Image img-gone no longer exists: remove it, or upload another.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The studio at dawn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(gets(calls)).toEqual(['/api/admin/content/images/img-a', '/api/admin/content/images/img-gone']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2 from the gallery images' }));
    expect(onChange).toHaveBeenLastCalledWith(['img-a']);
    expect(screen.getByRole('list', { name: 'Gallery images: 1' })).not.toHaveTextContent('img-gone');
  });

  it('disables (does not hide) the moves past either end', async () => {
    fakeApi(savedImages({ a: 'Alpha', b: 'Bravo', c: 'Charlie' }));
    field(['a', 'b', 'c']);
    await screen.findByRole('img', { name: 'Charlie' });
    expect(screen.getByRole('button', { name: 'Move image 1 up in the gallery images' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 1 down in the gallery images' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move image 2 up in the gallery images' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move image 2 down in the gallery images' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move image 3 up in the gallery images' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move image 3 down in the gallery images' })).toBeDisabled();
  });

  it('moves an image up by keyboard, keeping focus on its move button and saying where it went', async () => {
    fakeApi(savedImages({ a: 'Alpha', b: 'Bravo', c: 'Charlie' }));
    const onChange = field(['a', 'b', 'c']);
    await screen.findByRole('img', { name: 'Charlie' });
    act(() => screen.getByRole('button', { name: 'Move image 3 up in the gallery images' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c', 'b']);
    // Still movable up: focus stays on the same button, now the moved image's (number 2).
    expect(screen.getByRole('button', { name: 'Move image 2 up in the gallery images' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Image 3 moved to position 2.');
    expect(within(screen.getAllByRole('listitem')[1]).getByRole('img')).toHaveAccessibleName('Charlie');

    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['c', 'a', 'b']);
    // At the top "Move up" is disabled and cannot hold focus: its "Move down" takes it.
    expect(screen.getByRole('button', { name: 'Move image 1 up in the gallery images' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 1 down in the gallery images' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Image 2 moved to position 1.');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });

  it('moves an image down, to the bottom, then focus is on its "Move up"', async () => {
    fakeApi(savedImages({ a: 'Alpha', b: 'Bravo', c: 'Charlie' }));
    const onChange = field(['a', 'b', 'c']);
    await screen.findByRole('img', { name: 'Charlie' });
    await userEvent.click(screen.getByRole('button', { name: 'Move image 1 down in the gallery images' }));
    expect(onChange).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    expect(screen.getByRole('button', { name: 'Move image 2 down in the gallery images' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['b', 'c', 'a']);
    expect(screen.getByRole('button', { name: 'Move image 3 down in the gallery images' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 up in the gallery images' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Image 2 moved to position 3.');
  });

  it('tries a picture that failed to load again, and shows it with its alt text once it comes', async () => {
    const { calls } = fakeApi(flakyImage('img-b', 'A poster on a wall'), savedImages({ 'img-a': 'The studio at dawn' }));
    field(['img-a', 'img-b']);
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Image img-b could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again to load image 2 of the gallery images' }));
    const list = screen.getByRole('list', { name: 'Gallery images: 2' });
    expect(await within(list).findByRole('img', { name: 'A poster on a wall' })).toHaveAttribute('src', '/api/content/images/img-b/640.webp');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Image 2: img-bAlt text: “A poster on a wall”');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Image 2 loaded.');
    // "Try again" is gone: the focus is on the picture's Remove, not lost.
    expect(screen.getByRole('button', { name: 'Remove image 2 from the gallery images' })).toHaveFocus();
    // Only that picture was asked for again.
    expect(gets(calls)).toEqual(['/api/admin/content/images/img-a', '/api/admin/content/images/img-b', '/api/admin/content/images/img-b']);
  });

  it('keeps the failure and the focus on "Try again" when it fails again (no answer at all), and says so', async () => {
    const { calls } = fakeApi(flakyImage('img-b', 'A poster on a wall', 2));
    field(['img-b']);
    const again = await screen.findByRole('button', { name: 'Try again to load image 1 of the gallery images' });
    act(() => again.focus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Image 1 still could not be loaded.')).toHaveAttribute('role', 'status');
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Image img-b could not be loaded.')).toBeInTheDocument();
    expect(again).toHaveFocus();
    expect(again).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('img', { name: 'A poster on a wall' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove image 1 from the gallery images' })).toHaveFocus();
    expect(gets(calls)).toHaveLength(3);
  });

  it('drops "Try again" when the picture turns out to be gone (404), focus on its Remove', async () => {
    let asked = 0;
    fakeApi(route('GET', '/api/admin/content/images/img-b', () => (++asked === 1 ? [503, { statusCode: 503, message: 'The service is starting.' }] : [404, { statusCode: 404, message: 'No image has the id “img-b”.' }])));
    field(['img-b']);
    const again = await screen.findByRole('button', { name: 'Try again to load image 1 of the gallery images' });
    act(() => again.focus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Image 1 no longer exists.')).toHaveAttribute('role', 'status');
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Image img-b no longer exists: remove it, or upload another.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove image 1 from the gallery images' })).toHaveFocus();
  });

  it('asks once while the answer is on its way: the button says it is busy and keeps the focus', async () => {
    const { fn } = fakeApi(flakyImage('img-b', 'A poster on a wall'));
    field(['img-b']);
    const again = await screen.findByRole('button', { name: 'Try again to load image 1 of the gallery images' });
    // The next answer waits until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: jest.fn(async (...args: Parameters<typeof fn>) => { await held; return fn(...args); }) });
    await userEvent.click(again);
    expect(again).toHaveAttribute('aria-disabled', 'true');
    expect(again).toHaveAttribute('aria-busy', 'true');
    expect(again).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading image 1 again…');
    await userEvent.click(again);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(await screen.findByRole('img', { name: 'A poster on a wall' })).toBeInTheDocument();
  });
});

describe('removing a picture keeps the keyboard focus in the gallery', () => {
  const remove = async (n: number) => {
    act(() => screen.getByRole('button', { name: `Remove image ${n} from the gallery images` }).focus());
    await userEvent.keyboard('{Enter}');
  };

  it('from the middle: on the Remove of the picture that took its place (the next one)', async () => {
    fakeApi(savedImages({ a: 'Alpha', b: 'Bravo', c: 'Charlie' }));
    const onChange = field(['a', 'b', 'c']);
    await screen.findByRole('img', { name: 'Charlie' });
    await remove(2);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    const focused = screen.getByRole('button', { name: 'Remove image 2 from the gallery images' });
    expect(focused).toHaveFocus();
    expect(within(focused.closest('li') as HTMLElement).getByRole('img')).toHaveAccessibleName('Charlie');
    expect(screen.getByRole('status')).toHaveTextContent('Image 2 removed from the gallery images.');
  });

  it('the last one: on the Remove of the one before it', async () => {
    fakeApi(savedImages({ a: 'Alpha', b: 'Bravo', c: 'Charlie' }));
    const onChange = field(['a', 'b', 'c']);
    await screen.findByRole('img', { name: 'Charlie' });
    await remove(3);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
    const focused = screen.getByRole('button', { name: 'Remove image 2 from the gallery images' });
    expect(focused).toHaveFocus();
    expect(within(focused.closest('li') as HTMLElement).getByRole('img')).toHaveAccessibleName('Bravo');
    expect(screen.getByRole('status')).toHaveTextContent('Image 3 removed from the gallery images.');
  });

  it('the only one: on the file input that adds a picture', async () => {
    fakeApi(savedImages({ a: 'Alpha' }));
    const onChange = field(['a']);
    await screen.findByRole('img', { name: 'Alpha' });
    await remove(1);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText('No images yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add an image')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Image 1 removed from the gallery images.');
  });

  it('one that failed to load, the same way', async () => {
    fakeApi(flakyImage('b', 'Bravo'), savedImages({ a: 'Alpha', c: 'Charlie' }));
    const onChange = field(['a', 'b', 'c']);
    await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Image b could not be loaded.');
    await remove(2);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    expect(screen.getByRole('button', { name: 'Remove image 2 from the gallery images' })).toHaveFocus();
  });

  it('Enter held down removes one picture, not the next ones its focus moves to', async () => {
    fakeApi(savedImages({ a: 'Alpha', b: 'Bravo', c: 'Charlie' }));
    const onChange = field(['a', 'b', 'c']);
    await screen.findByRole('img', { name: 'Charlie' });
    act(() => screen.getByRole('button', { name: 'Remove image 1 from the gallery images' }).focus());
    // Four keydowns, the last three marked as the key's repeats, then the key goes up.
    await userEvent.keyboard('{Enter>4/}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(['b', 'c']);
    expect(screen.getByRole('button', { name: 'Remove image 1 from the gallery images' })).toHaveFocus();
    // A fresh press removes the next one.
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['c']);
  });
});
