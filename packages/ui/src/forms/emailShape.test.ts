import { isEmailShaped } from './emailShape';

describe('isEmailShaped (spec 5.2: text, at sign, text, dot, text)', () => {
  it.each(['amina@example.com', 'a.b+c@mail.co.ug', 'x@y.z'])('takes %s', (value) => {
    expect(isEmailShaped(value)).toBe(true);
  });

  it.each(['', 'amina', 'amina@example', '@example.com', 'amina@.com', 'a mina@example.com', 'amina@@example.com', 'amina@example.com ', 'amina@example.'])(
    'refuses %p',
    (value) => {
      expect(isEmailShaped(value)).toBe(false);
    },
  );
});
