import { Controller, Get, Module, Param, Post, Put, type Provider } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { HttpExceptionFilter } from './http-exception.filter';
import { PARAM_VALUES, ParamRules } from './param-values';
import { WrongMethodAnswer } from './wrong-method';

// Registered first, as if its module came before the media's: without a rule its `:kind` takes
// every word, `images` included.
@Controller('things')
class KindsController {
  @Get(':kind')
  list(@Param('kind') kind: string) {
    return { route: 'list', kind };
  }

  @Post(':kind')
  create(@Param('kind') kind: string) {
    return { route: 'create', kind };
  }

  @Put(':kind/:id')
  save(@Param('kind') kind: string, @Param('id') id: string) {
    return { route: 'save', kind, id };
  }
}

@Controller('things')
class MediaController {
  @Post('images')
  upload() {
    return { route: 'upload' };
  }

  @Get('images/:id')
  image(@Param('id') id: string) {
    return { route: 'image', id };
  }
}

/** Nest on express with the two controllers, the 405 answer and `rules`, as app.module.ts provides them. */
async function app(rules: Provider[]) {
  @Module({ controllers: [KindsController, MediaController], providers: [WrongMethodAnswer, ...rules] })
  class ThingsModule {}
  const nest = await NestFactory.create<NestExpressApplication>(ThingsModule, new ExpressAdapter(), { logger: false });
  nest.useGlobalFilters(new HttpExceptionFilter());
  await nest.init();
  return nest;
}

describe('a path parameter with a closed list of values', () => {
  let withRule: NestExpressApplication;
  let without: NestExpressApplication;
  beforeAll(async () => {
    withRule = await app([{ provide: PARAM_VALUES, useValue: [{ routes: '/things/:kind', name: 'kind', values: ['article', 'case-study'] }] }]);
    without = await app([]);
  });
  afterAll(async () => {
    await withRule?.close();
    await without?.close();
  });

  it('without the rule, a route registered first takes the address beside it (what the rule is for)', async () => {
    await request(without.getHttpServer()).post('/things/images').expect(201, { route: 'create', kind: 'images' });
    await request(without.getHttpServer()).put('/things/images/a1').expect(200, { route: 'save', kind: 'images', id: 'a1' });
  });

  it('leaves the address to its own route, whatever the order', async () => {
    const server = withRule.getHttpServer();
    await request(server).post('/things/images').expect(201, { route: 'upload' });
    await request(server).get('/things/images/a1').expect(200, { route: 'image', id: 'a1' });
    await request(server).put('/things/article/a1').expect(200, { route: 'save', kind: 'article', id: 'a1' });
    // A value sent %-escaped is the value the route receives.
    await request(server).get('/things/case%2Dstudy').expect(200, { route: 'list', kind: 'case-study' });
  });

  it('answers a method the address does not take with 405 and the Allow of its own routes only', async () => {
    const server = withRule.getHttpServer();
    const put = await request(server).put('/things/images/a1').expect(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    const get = await request(server).get('/things/images').expect(405);
    expect(get.headers.allow).toBe('POST');
    const options = await request(server).options('/things/images/a1').expect(204);
    expect(options.headers.allow).toBe('GET, HEAD');
    // An address of the `:kind` routes keeps theirs.
    const deleted = await request(server).delete('/things/article/a1').expect(405);
    expect(deleted.headers.allow).toBe('PUT');
  });

  it('leaves an address no route takes unknown', async () => {
    await request(withRule.getHttpServer()).get('/things/nothing').expect(404);
    await request(withRule.getHttpServer()).delete('/things/nothing/a1').expect(404);
  });
});

describe('ParamRules', () => {
  const rules = new ParamRules([{ routes: '/api/admin/content/:kind', name: 'kind', values: ['article'] }]);

  it('holds on its route and those below it, for its parameter only', () => {
    expect(rules.takes('/api/admin/content/:kind', 'kind', 'images')).toBe(false);
    expect(rules.takes('/api/admin/content/:kind/:id/publish', 'kind', 'images')).toBe(false);
    expect(rules.takes('/api/admin/content/:kind/:id', 'kind', 'article')).toBe(true);
    expect(rules.takes('/api/admin/content/:kind/:id', 'id', 'anything')).toBe(true);
    // Another route with a parameter of that name, and a path that only begins the same.
    expect(rules.takes('/api/content/cards/:kind/:file', 'kind', 'images')).toBe(true);
    expect(rules.takes('/api/admin/content/:kinds', 'kind', 'images')).toBe(true);
  });

  it('reads a matched address’s values as the router hands them over (decoded)', () => {
    expect(rules.takesAll('/api/admin/content/:kind', { kind: 'arti%63le' })).toBe(true);
    expect(rules.takesAll('/api/admin/content/:kind', { kind: '%E0%A4%A' })).toBe(false);
    expect(rules.names()).toEqual(['kind']);
  });
});
