import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../common/api-error-responses';
import { AppConfig } from '../config/app-config';
import { AuthGuard } from './auth.guard';
import { MessageDto, RequestCodeDto, TokenDto, UserDto, VerifyCodeDto } from './auth.dto';
import { CurrentUser } from './current-user.decorator';
import { RateLimiter } from './rate-limiter';
import { SignInService } from './sign-in.service';
import type { AuthUser } from './token';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  @Post('request-code')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mail a 6-digit sign-in code (same answer whether or not the address is known).' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 400: 'No valid e-mail address (`errors.email`).', 429: 'Too many requests for this address or from this client (Retry-After).' })
  async requestCode(@Body() body: RequestCodeDto, @Req() req: Request): Promise<MessageDto> {
    const c = this.config;
    await this.limiter.hit(`request:ip:${req.ip}`, c.authRatePerIp, c.authRateWindowSeconds);
    await this.limiter.hit(`request:email:${body.email}`, c.authRatePerAddress, c.authRateWindowSeconds);
    await this.signIn.requestCode(body.email);
    return { message: 'If the address can receive e-mail, a sign-in code is on its way.' };
  }

  @Post('verify-code')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Exchange the e-mailed code for a signed token.' })
  @ApiOkResponse({ type: TokenDto })
  @ApiErrors({
    400: 'No valid e-mail address or no 6-digit code (`errors`).',
    401: 'Wrong, expired or used-up code (5 wrong tries void a code).',
    429: 'Too many attempts (Retry-After).',
  })
  async verifyCode(@Body() body: VerifyCodeDto, @Req() req: Request): Promise<TokenDto> {
    const c = this.config;
    await this.limiter.hit(`verify:ip:${req.ip}`, c.authRatePerIp, c.authRateWindowSeconds);
    await this.limiter.hit(`verify:email:${body.email}`, c.authVerifyRatePerAddress, c.authRateWindowSeconds);
    return { token: await this.signIn.verifyCode(body.email, body.code) };
  }

  @Get('me')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Who the token belongs to.' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors({ 401: 'No valid token.' })
  me(@CurrentUser() user: AuthUser): UserDto {
    return { email: user.email };
  }
}
