const { DEV_PORTS, devServerPort } = require('../dev-ports');
const { createWebpackConfig } = require('../webpack');

describe('standalone dev server ports', () => {
  const composed = [3000, 3100, 3200, 3300, 3301, 3302];

  it('defaults to a port of its own per app, none of npm start or the e2e suite', () => {
    const ports = Object.values(DEV_PORTS);
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(composed).not.toContain(port);
    expect(devServerPort('blog', {})).toBe(DEV_PORTS.blog);
  });

  it('takes DEV_PORT from the environment, not npm start\'s PORT', () => {
    expect(devServerPort('blog', { DEV_PORT: '45010' })).toBe(45010);
    expect(devServerPort('blog', { PORT: '45011' })).toBe(DEV_PORTS.blog);
  });

  it.each(composed)('refuses %i, which the composed site or the e2e suite uses', (port) => {
    expect(() => devServerPort('blog', { DEV_PORT: String(port) })).toThrow(`dev server port ${port} for blog is taken by`);
  });

  it("refuses the ports this environment gives npm start, and a port that is no number", () => {
    expect(() => devServerPort('blog', { DEV_PORT: '45020', PORT: '45020' })).toThrow('npm start (site), PORT');
    expect(() => devServerPort('shell', { DEV_PORT: '45021', E2E_API_PORT: '45021' })).toThrow('the e2e API, E2E_API_PORT');
    expect(() => devServerPort('blog', { DEV_PORT: 'abc' })).toThrow('"abc" is not a port number');
  });

  it('is what the factory gives webpack serve', () => {
    const saved = process.env.DEV_PORT;
    process.env.DEV_PORT = '45012';
    try {
      const config = createWebpackConfig({ dir: __dirname, name: 'blog', kind: 'remote' })({ WEBPACK_SERVE: true }, { mode: 'development' });
      expect(config.devServer.port).toBe(45012);
    } finally {
      if (saved === undefined) delete process.env.DEV_PORT;
      else process.env.DEV_PORT = saved;
    }
  });
});
