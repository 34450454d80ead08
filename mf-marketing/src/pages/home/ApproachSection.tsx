import { Container, Eyebrow, H2, Lead, Section, SectionIntro } from '@agency/ui';
import { StepList } from '../../components/PageBlocks';
import { APPROACH } from '../../content/home';

/** §6: Our Approach — Discovery, Strategy, Creation, Launch. */
export function ApproachSection() {
  return (
    <Section aria-labelledby="home-approach-title" data-section="approach">
      <Container>
        <SectionIntro center>
          <Eyebrow>How we work</Eyebrow>
          <H2 id="home-approach-title">Our Approach</H2>
          <Lead>Four steps, one team, and you in the room at every decision.</Lead>
        </SectionIntro>
        <StepList steps={APPROACH} />
      </Container>
    </Section>
  );
}
