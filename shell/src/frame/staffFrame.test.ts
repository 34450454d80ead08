import { isStaffPath } from './staffFrame';

describe('the staff frame', () => {
  it('is worn by /admin and every page under it, and by nothing else', () => {
    for (const path of ['/admin', '/admin/', '/admin/payments/NC123', '/admin/customers/a%40b.c']) expect([path, isStaffPath(path)]).toEqual([path, true]);
    for (const path of ['/', '/administration', '/about', '/adminx/y', '/blog/admin']) expect([path, isStaffPath(path)]).toEqual([path, false]);
  });
});
