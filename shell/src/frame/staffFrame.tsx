/**
 * The back office (/admin) wears a frame of its own: no marketing header, hero, footer or visitor
 * chat. The chat button covered the list's Search button on a phone and the header and footer put
 * the first inquiry far down; mf-admin draws the compact staff header itself (who is signed in,
 * sign out, the three lists), since only it may ask the admin API for counts.
 */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The one part of the public header the staff frame keeps: the keyboard's way past the staff header. */
export { SkipLink as StaffSkipLink } from './Header';
