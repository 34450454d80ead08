export const AGENCY_FACTS: {
    name: string;
    assistantName: string;
    tagline: string;
    blurb: string;
    description: string;
    email: string;
    website: string;
    location: string;
    phones: {
        country: string;
        countryCode: string;
        display: string;
        href: string;
    }[];
    mainLine: string;
    whatsapp: {
        display: string;
        href: string;
    };
    offices: {
        locality: string;
        country: string;
        phone: string;
    }[];
    socials: {
        facebook: string;
        instagram: string;
        linkedin: string;
    };
};
/**
 * The line offered for questions (the assistant's "Call" before anything is published): `mainLine`
 * names one of `phones`, so its link and its country come with it.
 */
export const MAIN_LINE: {
    country: string;
    countryCode: string;
    display: string;
    href: string;
};
