export const AGENCY_FACTS: {
    name: string;
    assistantName: string;
    tagline: string;
    blurb: string;
    description: string;
    email: string;
    location: string;
    phones: {
        country: string;
        countryCode: string;
        display: string;
        href: string;
    }[];
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
