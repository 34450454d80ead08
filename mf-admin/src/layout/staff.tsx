import { createContext, useContext } from 'react';

export interface Staff {
  email: string;
  /** Every staff address (the API's STAFF_EMAILS), to give an item to. */
  colleagues: string[];
}

/** Who is using the back office, as the API's /admin/me said (the gate provides it). */
export const StaffContext = createContext<Staff | null>(null);

export const useStaff = () => useContext(StaffContext);
