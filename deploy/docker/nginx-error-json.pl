#!/usr/bin/perl
# nginx writes its error log as text only: this turns each line into one JSON object (time, level,
# source, msg, and the client, request, upstream and host nginx appends) on standard output, so a
# log collector reads the container's output as JSON throughout. perl-base only (no JSON module):
# the strings are escaped here. The FIFO is opened read-write, so `nginx -t` closing it is no EOF.
use strict;
use warnings;

my %LEVEL = (debug => 'debug', info => 'info', notice => 'info', warn => 'warn', error => 'error', crit => 'fatal', alert => 'fatal', emerg => 'fatal');

sub js {
  my ($s) = @_;
  $s =~ s/(["\\])/\\$1/g;
  $s =~ s/\n/\\n/g;
  $s =~ s/\r/\\r/g;
  $s =~ s/\t/\\t/g;
  $s =~ s/([\x00-\x1f])/sprintf('\\u%04x', ord($1))/ge;
  return qq("$s");
}

sub to_json {
  my ($line) = @_;
  chomp $line;
  return undef if $line eq '';
  my ($date, $time, $level, $pid, $conn, $msg) = $line =~ m{^(\d{4}/\d\d/\d\d) (\d\d:\d\d:\d\d) \[(\w+)\] (\d+)#\d+: (?:\*(\d+) )?(.*)$}s;
  return '{"level":"warn","source":"nginx","msg":' . js($line) . '}' unless defined $msg;
  my @fields = ('"time":' . js(($date =~ tr{/}{-}r) . "T${time}Z"), '"level":' . js($LEVEL{$level} // $level), '"source":"nginx"', '"pid":' . $pid);
  push @fields, '"connection":' . $conn if defined $conn;
  my %extra;
  while ($msg =~ s/, (client|server|request|upstream|host|referrer): ("(?:[^"\\]|\\.)*"|[^,]*)$//) {
    my ($k, $v) = ($1, $2);
    $v =~ s/^"(.*)"$/$1/s;
    $extra{$k} = $v;
  }
  push @fields, '"msg":' . js($msg);
  push @fields, '"' . $_ . '":' . js($extra{$_}) for grep { exists $extra{$_} } qw(client server request upstream host referrer);
  return '{' . join(',', @fields) . '}';
}

my $in = \*STDIN;
if (@ARGV) {
  open($in, '+<', $ARGV[0]) or die "cannot open $ARGV[0]: $!";
}
$| = 1;
while (my $line = <$in>) {
  my $json = to_json($line);
  print "$json\n" if defined $json;
}
