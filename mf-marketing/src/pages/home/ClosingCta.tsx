import { ArrowRightIcon, ButtonLink } from '@agency/ui';
import { CtaBand } from '../../components/PageBlocks';

/** §9: "Ready to Transform Your Brand?" with "Start Your Journey" and "Contact Us", both to /contact. */
export function ClosingCta() {
  return (
    <CtaBand
      tone="dark"
      section="cta"
      title="Ready to Transform Your Brand?"
      text="Tell us where you want your brand to be in a year. We’ll show you how to get there."
    >
      <ButtonLink to="/contact" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />}>
        Start Your Journey
      </ButtonLink>
      <ButtonLink to="/contact" variant="ghost" size="lg">
        Contact Us
      </ButtonLink>
    </CtaBand>
  );
}
