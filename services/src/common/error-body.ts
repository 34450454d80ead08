/**
 * The one error shape of the API. Front ends read `message` (and `errors` per field for
 * validation failures); `requestId` ties a report from a visitor to the server's log line.
 */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string[]>;
  requestId?: string;
}
