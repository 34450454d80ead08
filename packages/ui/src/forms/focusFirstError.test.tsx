import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { DesignSystemProvider } from '../theme/ThemeProvider';
import { FieldError, FieldShell, TextField } from './Field';
import { firstInvalidControl, focusFirstError } from './focusFirstError';
import { useFocusFirstError } from './useFocusFirstError';

const inTheme = (ui: ReactElement) => render(<DesignSystemProvider>{ui}</DesignSystemProvider>);

function withScrollSpy() {
  const scrolled: Array<{ box: Element; options: unknown }> = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    writable: true,
    value(this: Element, options: unknown) {
      scrolled.push({ box: this, options });
    },
  });
  return scrolled;
}

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('focusFirstError', () => {
  it('focuses the first field in document order whose message is shown, and scrolls that whole field into view', () => {
    const scrolled = withScrollSpy();
    inTheme(
      <form data-testid="form">
        <TextField label="Name" />
        <TextField label="Email" error="Email is required" />
        <TextField label="Subject" error="Subject is required" />
      </form>,
    );
    expect(focusFirstError(screen.getByTestId('form'))).toBe(true);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    const { box, options } = scrolled[scrolled.length - 1]!;
    expect(options).toEqual({ block: 'nearest' });
    expect(box).toContainElement(email);
    expect(box).toContainElement(screen.getByText('Email is required'));
    expect(box.querySelector('label')).toHaveTextContent('Email');
  });

  it('for a group, focuses its first enabled control; the fieldset carries the message', () => {
    inTheme(
      <form data-testid="form">
        <TextField label="Name" />
        <FieldShell label="Platforms" group error="At least one platform is required">
          {() => (
            <>
              <button type="button" disabled>
                Radio
              </button>
              <button type="button">TikTok</button>
            </>
          )}
        </FieldShell>
        <TextField label="Duration" error="Duration is required" />
      </form>,
    );
    focusFirstError(screen.getByTestId('form'));
    expect(screen.getByRole('button', { name: 'TikTok' })).toHaveFocus();
  });

  it('passes over a message no control names (a list of refused files), and reports when nothing was focused', () => {
    inTheme(
      <form data-testid="form">
        <TextField label="Name" />
        <FieldError id="loose">&quot;huge.psd&quot; was not added</FieldError>
      </form>,
    );
    expect(firstInvalidControl(screen.getByTestId('form'))).toBeNull();
    expect(focusFirstError(screen.getByTestId('form'))).toBe(false);
    expect(focusFirstError(null)).toBe(false);
    expect(document.body).toHaveFocus();
  });
});

/** A form as the site's forms use the hook: the messages and the attempt are set in one update. */
function Demo({ fromServer = false }: { fromServer?: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const showErrors = useFocusFirstError(formRef);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { subject: 'Subject is required', message: 'Message is required' };
    if (fromServer) {
      // As an API answer arrives: outside the submit's own update.
      void Promise.resolve().then(() => {
        setErrors(found);
        showErrors();
      });
      return;
    }
    setErrors(found);
    showErrors();
  };
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Demo">
      <TextField label="Name" />
      <TextField label="Subject" name="subject" error={errors.subject} />
      <TextField label="Message" name="message" error={errors.message} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFocusFirstError', () => {
  it('moves focus once the messages of the attempt are rendered (they do not exist yet in the submit handler)', () => {
    inTheme(<Demo />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.click(send);
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
  });

  it('moves focus again on the next failed attempt, and for errors set later (an API answer)', async () => {
    inTheme(<Demo fromServer />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Subject is required');
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    screen.getByRole('button', { name: 'Send' }).focus();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveFocus());
  });
});
