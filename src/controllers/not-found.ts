// What a controller raises for a missing resource (the reference's
// AbstractController::createNotFoundException): a 404 raised here, so the error page and
// the log point at this line.
import { NotFoundHttpException } from '../errors/exceptions.ts';

export function createNotFoundException(message = 'Not Found', previous?: Error): NotFoundHttpException {
  return new NotFoundHttpException(message, previous);
}
