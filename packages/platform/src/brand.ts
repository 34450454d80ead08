import facts from '@agency/server-kit/src/agency-facts.json';

/**
 * Who the agency is, as more than one slice names it (header, footer, assistant): its name, its
 * assistant's name, its line and blurb. Part of the design, released with the code. How to reach
 * it (phones, e-mail, offices, social pages) is published content: useAgencyContact().
 * Each property is named, so the bundle keeps these and not the file's contact details.
 */
export const brand = {
  name: facts.name,
  assistantName: facts.assistantName,
  tagline: facts.tagline,
  blurb: facts.blurb,
  description: facts.description,
};

export type Brand = typeof brand;
