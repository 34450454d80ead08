import { InputValidationException } from '../common/validation';
import type { AppConfig } from '../config/app-config';
import { isStaff } from './staff.guard';

/** `?owner=` as the lists take it: "me" is the signed-in staff member, "none" nobody, else an address. */
export function ownerFilter(owner: string | undefined, me: string): string | undefined {
  if (!owner) return undefined;
  const value = owner.trim().toLowerCase();
  return value === 'me' ? me : value;
}

/** An owner to set must be staff now (or null: nobody). */
export function checkedOwner(config: AppConfig, owner: string | null): string | null {
  if (owner === null) return null;
  if (!isStaff(config, owner)) throw new InputValidationException({ owner: ['Choose a colleague from the staff list'] });
  return owner.trim().toLowerCase();
}
