import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { HoverVideo } from './HoverVideo';

describe('HoverVideo', () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const thumb = { src: '/thumb.webp', width: 640, height: 360 };

  it('shows only the thumbnail until hovered: no video element, no video file', () => {
    const { container } = renderWithProviders(<HoverVideo src="/reel.mp4" thumbnail={thumb} alt="Showreel" />);
    expect(screen.getByRole('img', { name: 'Showreel' })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays muted on hover and stops, back at the start, on leave', async () => {
    const { container } = renderWithProviders(<HoverVideo src="/reel.mp4" thumbnail={thumb} alt="Showreel" />);
    const card = screen.getByTestId('hover-video');
    fireEvent.mouseEnter(card);
    const video = await screen.findByTestId('hover-video-player');
    expect(video.querySelector('source[type="video/mp4"]')).toHaveAttribute('src', '/reel.mp4');
    expect((video as HTMLVideoElement).muted).toBe(true);
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(card).toHaveAttribute('data-playing', 'true');

    (video as HTMLVideoElement).currentTime = 3;
    fireEvent.mouseLeave(card);
    await waitFor(() => expect(pause).toHaveBeenCalled());
    expect((video as HTMLVideoElement).currentTime).toBe(0);
    expect(card).toHaveAttribute('data-playing', 'false');
    expect(container.querySelectorAll('video')).toHaveLength(1);

    fireEvent.mouseEnter(card);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
  });

  it('a press toggles it (touch screens and keyboards have no hover)', async () => {
    renderWithProviders(<HoverVideo src="/reel.mp4" thumbnail={thumb} alt="Showreel" />);
    const card = screen.getByTestId('hover-video');
    fireEvent.click(card);
    await screen.findByTestId('hover-video-player');
    expect(card).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'false');
  });
});
