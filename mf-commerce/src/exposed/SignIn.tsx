import type { SignInProps } from '@agency/platform';

// Placeholder: the commerce issue builds the e-mail code sign-in.
export default function SignIn({ heading = 'Sign in' }: SignInProps) {
  return <h2>{heading}</h2>;
}
