// @ts-expect-error its types only add jest-dom's matchers to jest's `expect` (no module to type): requiring it installs them
require('@testing-library/jest-dom');
