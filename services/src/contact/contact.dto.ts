import { Matches } from 'class-validator';
import { RequiredEmail, RequiredText } from '../common/text-fields';

/** Spec 5.2: values trimmed, then presence; the e-mail needs the shape text@text.text. */
export class ContactDto {
  @RequiredText('Name', 200)
  name: string;

  @RequiredEmail(Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Please enter a valid email address' }))
  email: string;

  @RequiredText('Subject', 300)
  subject: string;

  @RequiredText('Message', 10000)
  message: string;
}
