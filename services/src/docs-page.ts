import { Injectable, type OnModuleInit } from '@nestjs/common';

/**
 * Puts the docs page's routes behind the API's own in express's router.
 *
 * swagger-ui's setup registers ten routes and static folders the moment it is called, and
 * createApp runs before Nest registers the controllers (at init), so they came first: express
 * tried each of them on every API request (GET /api/health 3024 against 3402 answers/s with the
 * docs off, 2026-11-27). Nest registers the controllers' routes, then runs the modules'
 * `onModuleInit`, then adds its not-found handler: mounting the docs here lands them between the
 * two. `services/test/exposure.e2e.test.ts` checks the order and that the page still answers.
 */
@Injectable()
export class DocsPage implements OnModuleInit {
  private mount?: () => void;

  /** What registers the docs page; run once, when Nest initialises the app. */
  serveWith(mount: () => void): void {
    this.mount = mount;
  }

  onModuleInit(): void {
    this.mount?.();
    this.mount = undefined;
  }
}
