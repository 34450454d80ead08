/** The fixed lists of the motion project inquiry form (spec 3), exactly as the form sends them. */
export const PROJECT_TYPES = [
  'Advertisement',
  'Explainer Video',
  'Logo Animation',
  'Promotional Video',
  'Social Media Content',
  'Broadcast Graphics',
  '3D Animation',
  'Other',
] as const;

export const PLATFORMS = ['TV', 'Instagram', 'YouTube', 'Facebook', 'LinkedIn', 'TikTok', 'Website', 'Other'] as const;

export const BUDGET_RANGES = ['Under $1,000', '$1,000 - $2,500', '$2,500 - $5,000', '$5,000 - $10,000', '$10,000+'] as const;

/** "Yes, I need help" is sent as yes, "No, I have a script" as no. */
export const NEEDS_SCRIPT = ['yes', 'no'] as const;
