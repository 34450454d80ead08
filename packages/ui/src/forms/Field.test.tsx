import { render, screen } from '@testing-library/react';
import { TextField } from './Field';
import { DesignSystemProvider } from '../theme/ThemeProvider';

describe('TextField', () => {
  it('labels its input and ties the red error message to it', () => {
    render(
      <DesignSystemProvider>
        <TextField label="Name" error="Name is required" required />
      </DesignSystemProvider>,
    );
    const input = screen.getByLabelText(/Name/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required');
    expect(screen.getByText('Name is required')).toHaveStyle({ color: '#B42318' });
  });

  it('shows no error and is valid without one', () => {
    render(
      <DesignSystemProvider>
        <TextField label="Email" hint="We reply within a day" />
      </DesignSystemProvider>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We reply within a day');
  });
});
