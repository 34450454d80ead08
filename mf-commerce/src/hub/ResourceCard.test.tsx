import { screen } from '@testing-library/react';
import type { HubResource } from '../api/catalog';
import { renderWithProviders } from '../test/render';
import { ResourceCard } from './ResourceCard';

const guide: HubResource = {
  id: 'brand-persona-guide',
  title: 'Brand Persona Guide',
  description: 'A guide.',
  type: 'DOCX',
  category: 'persona-kit',
  isNew: true,
  comingSoon: false,
  downloadUrl: null,
};

describe('ResourceCard', () => {
  it('asks for access to a persona-kit file until it is bought, and says what the file holds', () => {
    renderWithProviders(<ResourceCard resource={guide} onAccess={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Get access Brand Persona Guide' })).toBeInTheDocument();
    expect(screen.getByTestId('resource-contents')).toHaveTextContent('Word document. 8 sections: interview questions, three worked personas');
    expect(screen.queryByText('Yours')).toBeNull();
  });

  it('a bought file says Download, marked as yours', () => {
    renderWithProviders(<ResourceCard resource={guide} owned onAccess={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Download Brand Persona Guide' })).toHaveTextContent('Download');
    expect(screen.getByText('Yours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get access/ })).toBeNull();
  });
});
