import { clearSession } from '@agency/platform';
import { DesignSystemProvider } from '@agency/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, route, signInAs, STAFF } from '../test/fakeApi';
import { useState } from 'react';
import { ImageField } from './ImageField';

beforeEach(() => signInAs(STAFF));
afterEach(() => clearSession());

const image = { id: 'img-1', alt: 'A red chair', src: '/api/content/images/img-1/640.webp', width: 1600, height: 900, srcSet: [['/api/content/images/img-1/640.webp', 640]], avifSrcSet: [] };

/** The field in a form that keeps what it reports, as the editor does. */
function Form({ start, onChange }: { start: { id: string | null; alt: string }; onChange: (id: string | null, alt: string) => void }) {
  const [value, setValue] = useState(start);
  return <ImageField label="Cover image" imageId={value.id} alt={value.alt} onChange={(id, alt) => { onChange(id, alt); setValue({ id, alt }); }} />;
}

function field(onChange = jest.fn(), start: { id: string | null; alt: string } = { id: null, alt: '' }) {
  render(
    <DesignSystemProvider>
      <Form start={start} onChange={onChange} />
    </DesignSystemProvider>,
  );
  return onChange;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'chair.png', { type: 'image/png' });

describe('an image upload', () => {
  it('requires alt text before anything is sent', async () => {
    const { calls } = fakeApi(route('POST', '/api/admin/content/images', () => [201, image]));
    field();
    await userEvent.upload(screen.getByLabelText('Image file'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    expect(screen.getByLabelText('Alt text *')).toHaveAccessibleDescription(/alt text is required/);
    expect(calls).toHaveLength(0);
  });

  it('sends the file with its alt text and shows the uploaded image', async () => {
    const { calls } = fakeApi(route('POST', '/api/admin/content/images', () => [201, image]));
    const onChange = field();
    await userEvent.upload(screen.getByLabelText('Image file'), png());
    await userEvent.type(screen.getByLabelText('Alt text *'), 'A red chair');
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('img-1', 'A red chair'));
    expect(screen.getByRole('img', { name: 'A red chair' })).toHaveAttribute('src', image.src);
    expect(calls[0].method).toBe('POST');
    // The upload's answer is the image: it is not asked for again.
    expect(calls).toHaveLength(1);
    expect((global.fetch as jest.Mock).mock.calls[0][1].body).toBeInstanceOf(FormData);
    const sent = (global.fetch as jest.Mock).mock.calls[0][1].body as FormData;
    expect(sent.get('alt')).toBe('A red chair');
    expect((sent.get('file') as File).name).toBe('chair.png');
  });

  it('shows the API’s refusal clearly', async () => {
    fakeApi(route('POST', '/api/admin/content/images', () => [400, { statusCode: 400, message: 'Only JPEG, PNG, WebP or AVIF images are accepted' }]));
    field();
    await userEvent.upload(screen.getByLabelText('Image file'), png());
    await userEvent.type(screen.getByLabelText('Alt text *'), 'A red chair');
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image was not uploaded: Only JPEG, PNG, WebP or AVIF images are accepted');
  });
});

describe('an image saved before', () => {
  const saved = { ...image, id: 'img-saved', alt: 'The studio at dawn', src: '/api/content/images/img-saved/640.webp', srcSet: [['/api/content/images/img-saved/640.webp', 640]] };

  it('is loaded by its id and shown with its alt text, the id line while it loads', async () => {
    const { calls } = fakeApi(route('GET', '/api/admin/content/images/img-saved', () => [200, saved]));
    field(jest.fn(), { id: 'img-saved', alt: '' });
    expect(screen.getByText('img-saved')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The studio at dawn' })).toHaveAttribute('srcset', '/api/content/images/img-saved/640.webp 640w');
    expect(screen.getByText(/Alt text: “The studio at dawn”/)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/admin/content/images/img-saved']);
    // Not uploaded in this visit: no "Uploaded" notice.
    expect(screen.queryByText(/Uploaded:/)).not.toBeInTheDocument();
  });

  it('shows the alt text the entry keeps with it (an article’s cover) over the image’s own', async () => {
    fakeApi(route('GET', '/api/admin/content/images/img-saved', () => [200, saved]));
    field(jest.fn(), { id: 'img-saved', alt: 'The cover of the article' });
    expect(await screen.findByRole('img', { name: 'The cover of the article' })).toBeInTheDocument();
  });

  it('says when the API no longer has it (404), offers no "Try again", and it can still be removed', async () => {
    fakeApi(route('GET', '/api/admin/content/images/img-gone', () => [404, { statusCode: 404, message: 'No image has the id “img-gone”: it was never uploaded here.' }]));
    const onChange = field(jest.fn(), { id: 'img-gone', alt: '' });
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Image img-gone no longer exists: remove it, or upload another.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the cover image' }));
    expect(onChange).toHaveBeenCalledWith(null, '');
    expect(screen.getByText('No image yet.')).toBeInTheDocument();
  });
  it('tries again when it could not be loaded (the API down for a moment), and shows it once it comes', async () => {
    let asked = 0;
    const { calls } = fakeApi(route('GET', '/api/admin/content/images/img-saved', () => (++asked === 1 ? [502, { statusCode: 502, message: 'Bad gateway' }] : [200, saved])));
    field(jest.fn(), { id: 'img-saved', alt: '' });
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Image img-saved could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again to load the cover image' }));
    expect(await screen.findByRole('img', { name: 'The studio at dawn' })).toHaveAttribute('src', saved.src);
    expect(screen.getByText(/Alt text: “The studio at dawn”/)).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The cover image is loaded.');
    // "Try again" is gone: the focus is on Remove, not lost.
    expect(screen.getByRole('button', { name: 'Remove the cover image' })).toHaveFocus();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/admin/content/images/img-saved', 'GET /api/admin/content/images/img-saved']);
  });

  it('puts the focus on the file input once removed, and says so', async () => {
    fakeApi(route('GET', '/api/admin/content/images/img-saved', () => [200, saved]));
    field(jest.fn(), { id: 'img-saved', alt: '' });
    await screen.findByRole('img', { name: 'The studio at dawn' });
    act(() => screen.getByRole('button', { name: 'Remove the cover image' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('No image yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Image file')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The cover image was removed.');
  });
});
