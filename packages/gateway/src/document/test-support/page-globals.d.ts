// The globals the page's inline scripts put on window, as the jsdom tests read them. Each is absent
// until its script has run (and the tests take some off again between tests), so each is optional.
interface Window {
  /** ../event-capture.js: the shell calls it once the first page is live; the held input is played. */
  __agencyReplay?: () => void;
  /** ../event-capture.js: how many held events were played, set once the page is called live. */
  __agencyReplayed?: number;
  /** ../event-capture.js: the page's scripts could not be loaded; nothing more is held, nothing held is played. */
  __agencyFail?: () => void;
  /** ../script-loader.js: the page cannot start; the notice with a reload link is shown. */
  __agencyStartFailed?: () => void;
}
