import { css, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { Button, Container, Section, PageHeader, PlayIcon } from '@agency/ui';
import { useCallback, useState } from 'react';
import { CtaBand, FeatureGrid, PageSection } from '../../components/PageBlocks';
import { Toast, type ToastMessage } from '../../components/Toast';
import { MotionInquiryModal } from '../../components/motion-inquiry/MotionInquiryModal';
import { SUCCESS_TEXT } from '../../components/motion-inquiry/inquiry';
import { MOTION_SERVICE_ICONS, VIDEO_PROJECTS } from '../../content/motion';
import { ServiceFacts, offeringCards } from '../../components/ServiceFacts';
import { VideoCarousel } from './VideoCarousel';

/** /motion-graphics (spec 2.4): hero, featured video carousel, motion services, closing banner; both buttons open the inquiry. */
export default function MotionGraphicsPage() {
  const t = useTheme();
  useDocumentMeta('Motion Graphics', 'Motion graphics, explainer videos, broadcast graphics and 3D animation by Nyota Creative. Start your motion project today.');
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  return (
    <>
      <PageHeader
        title="Motion Graphics"
        subtitle="Stories that move. Animation, explainers and broadcast graphics that make your brand impossible to scroll past."
      >
        <Button variant="accent" size="lg" icon={<PlayIcon size={18} />} onClick={() => setInquiryOpen(true)} css={css`margin-top: ${t.space(8)};`}>
          Start Your Motion Project
        </Button>
      </PageHeader>

      <Section tone="dark" aria-labelledby="motion-featured-title">
        <Container>
          <h2 id="motion-featured-title" css={css`font-size: ${t.fontSizes.h2}; margin-bottom: ${t.space(8)};`}>
            Featured Videos
          </h2>
          <VideoCarousel videos={VIDEO_PROJECTS} />
        </Container>
      </Section>

      <PageSection id="motion-services" title="Motion Services" lead="From a five-second logo sting to a full broadcast package.">
        <ServiceFacts slug="motion-graphics">{(service) => <FeatureGrid items={offeringCards(service.offerings, MOTION_SERVICE_ICONS)} columns={4} />}</ServiceFacts>
      </PageSection>

      <CtaBand title="Have a Story to Tell?" text="Share your idea, deadline and budget, and we will send a plan and a quote within two working days.">
        <Button variant="accent" size="lg" onClick={() => setInquiryOpen(true)}>
          Start Your Project
        </Button>
      </CtaBand>

      <MotionInquiryModal
        open={inquiryOpen}
        onClose={() => setInquiryOpen(false)}
        onSubmitted={() => {
          setInquiryOpen(false);
          setToast({ tone: 'success', text: SUCCESS_TEXT });
        }}
      />
      <Toast message={toast} onDismiss={dismissToast} />
    </>
  );
}
