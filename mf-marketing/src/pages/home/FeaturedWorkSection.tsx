import { css, useTheme } from '@emotion/react';
import { ArrowRightIcon, ButtonLink, Card, CardTitle, Container, Eyebrow, H2, Lead, Muted, ResponsiveImage, Section, SectionIntro } from '@agency/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { HoverVideo } from '../../components/HoverVideo';
import { ImageSlider } from '../../components/ImageSlider';
import { PdfModal } from '../../components/PdfModal';
import { preparePdf, preparePdfWhenIdle } from '../../components/pdfPreload';
import { FEATURED_PROJECTS, type Project } from '../../content/home';

/** The grid's one picture shape (the PDF's and the sliders' pictures are 3:2): the cards line up. */
const WORK_RATIO = 3 / 2;

function ProjectCaption({ project }: { project: Project }) {
  const t = useTheme();
  return (
    <div css={css`display: grid; gap: ${t.space(1)};`}>
      <p css={css`font-size: ${t.fontSizes.xs}; font-weight: 600; letter-spacing: 0.12em; text-transform: uppercase; color: ${t.colors.primary};`}>
        {project.category}
      </p>
      <CardTitle>{project.title}</CardTitle>
      <Muted css={css`font-size: ${t.fontSizes.sm};`}>Client: {project.client}</Muted>
    </div>
  );
}

function ProjectCard({ project, media }: { project: Project; media: ReactNode }) {
  const t = useTheme();
  return (
    <Card data-project-type={project.type} css={css`gap: ${t.space(4)};`}>
      {media}
      <ProjectCaption project={project} />
    </Card>
  );
}

/** §5: four projects (a PDF, a video and two sliders) and "View All Projects". */
export function FeaturedWorkSection() {
  const t = useTheme();
  const [openPdf, setOpenPdf] = useState<Extract<Project, { type: 'pdf' }> | null>(null);
  // On broadband, the PDF's worker and file are made ready while the visitor reads the page.
  const pdfFile = FEATURED_PROJECTS.find((p) => p.type === 'pdf')?.pdf;
  useEffect(() => (pdfFile ? preparePdfWhenIdle(pdfFile) : undefined), [pdfFile]);

  return (
    <Section tone="sand" aria-labelledby="home-work-title" data-section="featured-work">
      <Container>
        <SectionIntro center>
          <Eyebrow>Featured work</Eyebrow>
          <H2 id="home-work-title">Brands We&apos;ve Helped Shine</H2>
          <Lead>Identity systems, motion and campaigns for organisations across East Africa.</Lead>
        </SectionIntro>
        <div css={css`display: grid; gap: ${t.space(6)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`}>
          {FEATURED_PROJECTS.map((project) => {
            if (project.type === 'pdf') {
              return (
                <ProjectCard
                  key={project.title}
                  project={project}
                  media={
                    <button
                      type="button"
                      // The viewer's code, the PDF.js worker and the file start on the first sign
                      // the visitor means to open it (pointer over, focus, touch), so the first
                      // page is drawn soon after the click (issue 63: within 1 s on broadband).
                      onPointerEnter={() => preparePdf(project.pdf)}
                      onPointerDown={() => preparePdf(project.pdf)}
                      onFocus={() => preparePdf(project.pdf)}
                      onClick={() => {
                        preparePdf(project.pdf);
                        setOpenPdf(project);
                      }}
                      aria-label={`View PDF: ${project.title}`}
                      aria-haspopup="dialog"
                      css={css`
                        display: block;
                        padding: 0;
                        border: 0;
                        border-radius: ${t.radii.md};
                        overflow: hidden;
                        cursor: pointer;
                        background: ${t.colors.ink};
                        img { display: block; width: 100%; height: auto; transition: transform ${t.durations.slow}; }
                        &:hover img { transform: scale(1.03); }
                        /* The whole card opens the PDF. */
                        &::after { content: ''; position: absolute; inset: 0; border-radius: ${t.radii.lg}; }
                      `}
                    >
                      <span css={css`position: relative; display: block;`}>
                        <ResponsiveImage image={project.image} alt={project.imageAlt} sizes="(min-width: 768px) 50vw, 100vw" />
                        <span
                          aria-hidden="true"
                          css={css`
                            position: absolute;
                            right: ${t.space(3)};
                            bottom: ${t.space(3)};
                            padding: ${t.space(1.5)} ${t.space(3)};
                            border-radius: ${t.radii.pill};
                            background: rgba(255, 255, 255, 0.92);
                            color: ${t.colors.ink};
                            font-size: ${t.fontSizes.xs};
                            font-weight: 700;
                          `}
                        >
                          View PDF
                        </span>
                      </span>
                    </button>
                  }
                />
              );
            }
            if (project.type === 'video') {
              return <ProjectCard key={project.title} project={project} media={<HoverVideo src={project.video} webm={project.webm} thumbnail={project.image} alt={project.imageAlt} ratio={WORK_RATIO} />} />;
            }
            return (
              <ProjectCard
                key={project.title}
                project={project}
                media={<ImageSlider images={project.images} label={project.title} sizes="(min-width: 768px) 50vw, 100vw" />}
              />
            );
          })}
        </div>
        <div css={css`display: flex; justify-content: center; margin-top: ${t.space(10)};`}>
          <ButtonLink to="/portfolio" variant="secondary" size="lg" icon={<ArrowRightIcon size={18} />}>
            View All Projects
          </ButtonLink>
        </div>
      </Container>
      <PdfModal open={openPdf !== null} onClose={() => setOpenPdf(null)} file={openPdf?.pdf ?? ''} title={openPdf?.title ?? ''} />
    </Section>
  );
}
