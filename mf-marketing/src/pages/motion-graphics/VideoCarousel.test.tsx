import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VIDEO_HOST_MARKER, VIDEO_PROJECTS, type VideoProject } from '../../content/motion';
import { renderWithProviders } from '../../test/render';
import { VideoCarousel } from './VideoCarousel';

const counter = () => screen.getByTestId('video-counter').textContent;
const current = () => screen.getByTestId('video-title').textContent;

describe('motion video carousel', () => {
  it('has four local videos of 30, 60, 90 and 45 seconds', () => {
    expect(VIDEO_PROJECTS.map((v) => v.duration)).toEqual(['30 seconds', '60 seconds', '90 seconds', '45 seconds']);
    for (const v of VIDEO_PROJECTS) expect(v.video).not.toContain(VIDEO_HOST_MARKER);
  });

  it('shows "N of M", thumbnails with their duration, and wraps at both ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoCarousel videos={VIDEO_PROJECTS} />);
    expect(counter()).toBe('1 of 4');
    for (const v of VIDEO_PROJECTS) expect(screen.getByRole('button', { name: `${v.title} ${v.duration}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous video' }));
    expect(counter()).toBe('4 of 4');
    expect(current()).toBe(VIDEO_PROJECTS[3]!.title);
    await user.click(screen.getByRole('button', { name: 'Next video' }));
    expect(counter()).toBe('1 of 4');
    await user.click(screen.getByRole('button', { name: `${VIDEO_PROJECTS[2]!.title} 90 seconds` }));
    expect(counter()).toBe('3 of 4');
    expect(current()).toBe(VIDEO_PROJECTS[2]!.title);
  });

  describe('the native player', () => {
    let play: jest.SpyInstance;
    beforeEach(() => {
      play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    });
    afterEach(() => {
      play.mockRestore();
      delete document.documentElement.dataset.pageReady;
    });

    /** The shell marks the page live, then the visitor moves the pointer. */
    async function pageLiveAndTouched() {
      await act(async () => {
        document.documentElement.dataset.pageReady = 'true';
        await Promise.resolve();
      });
      await act(async () => {
        window.dispatchEvent(new Event('pointermove'));
      });
    }

    it('shows the poster alone while the page loads: no controls, nothing loaded, nothing playing', () => {
      renderWithProviders(<VideoCarousel videos={VIDEO_PROJECTS} />);
      const player = screen.getByTestId('motion-player') as HTMLVideoElement;
      expect(player).toHaveAttribute('poster', VIDEO_PROJECTS[0]!.poster);
      expect(player).not.toHaveAttribute('controls');
      expect(player).toHaveAttribute('preload', 'none');
      expect(player.autoplay).toBe(false);
      expect(play).not.toHaveBeenCalled();
    });

    it('once the page is live and the visitor does something: muted with controls, the first item playing; changing the item turns autoplay off', async () => {
      const user = userEvent.setup();
      renderWithProviders(<VideoCarousel videos={VIDEO_PROJECTS} />);
      await pageLiveAndTouched();
      let player = screen.getByTestId('motion-player') as HTMLVideoElement;
      expect(player.tagName).toBe('VIDEO');
      expect(player).toHaveAttribute('controls');
      expect(player.muted).toBe(true);
      expect(player.autoplay).toBe(true);
      expect(play).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Next video' }));
      player = screen.getByTestId('motion-player') as HTMLVideoElement;
      // The AV1 WebM first, the H.264 MP4 after it for the browsers that cannot play AV1.
      const sources = [...player.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('src')]);
      expect(sources).toEqual([
        ['video/webm; codecs="av01.0.08M.08"', VIDEO_PROJECTS[1]!.webm],
        ['video/mp4', VIDEO_PROJECTS[1]!.video],
      ]);
      expect(player).toHaveAttribute('poster', VIDEO_PROJECTS[1]!.poster);
      expect(player).toHaveAttribute('controls');
      expect(player.autoplay).toBe(false);
      expect(play).toHaveBeenCalledTimes(1);
    });

    it('does not start by itself for a visitor who asked for less motion', async () => {
      const matchMedia = window.matchMedia;
      window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query })) as unknown as typeof window.matchMedia;
      try {
        renderWithProviders(<VideoCarousel videos={VIDEO_PROJECTS} />);
        await pageLiveAndTouched();
        const player = screen.getByTestId('motion-player') as HTMLVideoElement;
        expect(player).toHaveAttribute('controls');
        expect(player.autoplay).toBe(false);
        expect(play).not.toHaveBeenCalled();
      } finally {
        window.matchMedia = matchMedia;
      }
    });
  });

  it('plays an item whose address has the video-host marker in an embedded frame', async () => {
    const user = userEvent.setup();
    const hosted: VideoProject = { ...VIDEO_PROJECTS[0]!, title: 'Hosted clip', video: `/test/${VIDEO_HOST_MARKER}/abc123` };
    renderWithProviders(<VideoCarousel videos={[hosted, VIDEO_PROJECTS[1]!]} />);
    const frame = screen.getByTitle('Hosted clip');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`/test/${VIDEO_HOST_MARKER}/abc123?autoplay=1&mute=1`);
    expect(screen.queryByTestId('motion-player')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next video' }));
    expect(screen.getByTestId('motion-player')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next video' }));
    // Autoplay is off once the item has changed.
    expect(screen.getByTitle('Hosted clip').getAttribute('src')).toBe(`/test/${VIDEO_HOST_MARKER}/abc123`);
  });
});
