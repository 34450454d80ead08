#!/bin/sh
# The web image's HEALTHCHECK: GET /healthz on nginx. The image has no curl or wget; perl-base is
# part of every Debian system, and its IO::Socket speaks enough HTTP for this.
exec perl -MIO::Socket::INET -e '
  my $s = IO::Socket::INET->new(PeerAddr => "127.0.0.1:" . ($ENV{LISTEN_PORT} || 8080), Timeout => 2) or exit 1;
  print $s "GET /healthz HTTP/1.0\r\nHost: localhost\r\n\r\n";
  my $status = <$s>;
  exit(defined $status && $status =~ m{^HTTP/\S+ 200 } ? 0 : 1);
'
