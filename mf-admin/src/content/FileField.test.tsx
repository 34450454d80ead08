import { clearSession } from '@agency/platform';
import { DesignSystemProvider } from '@agency/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, route, signInAs, STAFF } from '../test/fakeApi';
import { FileField, type ResourceFile } from './FileField';

beforeEach(() => signInAs(STAFF));
afterEach(() => clearSession());

function Form({ start, onChange }: { start: ResourceFile | null; onChange: (file: ResourceFile | null) => void }) {
  const [value, setValue] = useState(start);
  return <FileField label="Downloadable file" value={value} onChange={(next) => { onChange(next); setValue(next); }} />;
}

function field(start: ResourceFile | null = null, onChange = jest.fn()) {
  render(
    <DesignSystemProvider>
      <Form start={start} onChange={onChange} />
    </DesignSystemProvider>,
  );
  return onChange;
}

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'Brand Checklist.pdf', { type: 'application/pdf' });

describe('a resource file', () => {
  it('uploads the file and keeps the name and type the API stored it under', async () => {
    fakeApi(route('POST', '/api/admin/content/files', () => [201, { name: 'brand-checklist.pdf', mime: 'application/pdf', size: 15 }]));
    const onChange = field();
    await userEvent.upload(screen.getByLabelText('File to upload'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ name: 'brand-checklist.pdf', mime: 'application/pdf' }));
    const sent = (global.fetch as jest.Mock).mock.calls[0][1].body as FormData;
    expect((sent.get('file') as File).name).toBe('Brand Checklist.pdf');
    expect(screen.getByText('brand-checklist.pdf')).toBeInTheDocument();
    expect(screen.getByText('Uploaded: the resource offers this file once you save.')).toBeInTheDocument();
  });

  it('shows the API’s refusal and keeps the file it had', async () => {
    fakeApi(route('POST', '/api/admin/content/files', () => [400, { statusCode: 400, message: 'Upload a PDF, DOCX, XLSX or ZIP file' }]));
    const onChange = field({ name: 'old.pdf', mime: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Replace with'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file was not uploaded: Upload a PDF, DOCX, XLSX or ZIP file');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('old.pdf')).toBeInTheDocument();
  });

  it('removes the file: the entry names none', async () => {
    fakeApi();
    const onChange = field({ name: 'old.pdf', mime: 'application/pdf' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the downloadable file' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByText(/No file yet/)).toBeInTheDocument();
  });
});
