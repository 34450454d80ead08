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
    fakeApi(savedImages({ 'img-a': 'The studio at dawn' }));
    const onChange = field(['img-a', 'img-gone']);
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Image img-gone could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The studio at dawn' })).toBeInTheDocument();
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
    fakeApi(savedImages({ a: 'Alpha', c: 'Charlie' }));
    const onChange = field(['a', 'gone', 'c']);
    await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Image gone could not be loaded.');
    await remove(2);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    expect(screen.getByRole('button', { name: 'Remove image 2 from the gallery images' })).toHaveFocus();
  });
});
