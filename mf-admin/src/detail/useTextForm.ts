import { ApiError } from '@agency/platform';
import { useFocusFirstError } from '@agency/ui';
import { useRef, useState, type FormEvent, type RefObject } from 'react';

export interface TextForm {
  text: string;
  /** The field's message (the form's check or the API's). */
  error: string;
  /** Why the request failed when it is not the field's fault. */
  failure: string;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /** Typing clears the field's message. */
  change(value: string): void;
  onSubmit(event: FormEvent): void;
}

export interface TextFormOptions {
  /** The API's name of the field, whose messages land on it. */
  field: string;
  /** The form's own check of the trimmed text: a message, or nothing when it may be sent. */
  check(text: string): string | undefined;
  /** Sends the trimmed text; the field is emptied once it resolves. */
  send(text: string): Promise<void>;
  /** Said when the request fails for another reason than the field (and the API says nothing better). */
  failed: string;
  /** An answer handled by the form's owner (e.g. a 409 that closes the dialog); true when it was. */
  handle?(error: ApiError): boolean;
}

/**
 * A form of one text staff type (a note, a reason): checked before it is sent, the field's message
 * (ours or the API's) read with the field as it gets focus, any other failure said below it.
 */
export function useTextForm({ field, check, send, failed, handle }: TextFormOptions): TextForm {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const showErrors = useFocusFirstError(formRef);
  const refuse = (message: string) => {
    setError(message);
    showErrors();
  };

  const submit = async () => {
    const value = text.trim();
    const problem = check(value);
    if (problem) return refuse(problem);
    setBusy(true);
    setFailure('');
    try {
      await send(value);
      setText('');
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors[field]) refuse(e.fieldErrors[field]);
      else if (!(e instanceof ApiError && handle?.(e))) setFailure(e instanceof ApiError ? e.message : failed);
    } finally {
      setBusy(false);
    }
  };

  return {
    text,
    error,
    failure,
    busy,
    formRef,
    change: (value) => {
      setText(value);
      setError('');
    },
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
  };
}
