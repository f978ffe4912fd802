// kernel.controller and kernel.controller_arguments listeners. The data collectors note
// which controller answered; the annotation-driven ones find no annotations on our
// controllers (they are plain functions), so they leave the request as it is.
import { listener } from '../listener.ts';

const SENSIO = 'Sensio\\Bundle\\FrameworkExtraBundle\\EventListener\\';

/**
 * Notes redirects for the Routing panel. Ours needs no note of its own: the request
 * collector below records every controller, and a redirect is the redirect controller.
 */
export const routerCollectorOnController = listener('Symfony\\Bundle\\FrameworkBundle\\DataCollector\\RouterDataCollector::onKernelController', 0, () => {});

/** Remembers which controller answered each request, for its profile. */
export const requestCollectorOnController = listener('Symfony\\Component\\HttpKernel\\DataCollector\\RequestDataCollector::onKernelController', 0, (event, ctx) => {
  if (event.controller) ctx.controllers.set(event.request.id, event.controller.id);
});

export const controllerAnnotations = listener(`${SENSIO}ControllerListener::onKernelController`, 0, () => {});
export const paramConverter = listener(`${SENSIO}ParamConverterListener::onKernelController`, 0, () => {});
export const httpCacheOnController = listener(`${SENSIO}HttpCacheListener::onKernelController`, 0, () => {});
export const templateOnController = listener(`${SENSIO}TemplateListener::onKernelController`, -128, () => {});
export const securityAnnotations = listener(`${SENSIO}SecurityListener::onKernelControllerArguments`, 0, () => {});
export const isGrantedAnnotations = listener(`${SENSIO}IsGrantedListener::onKernelControllerArguments`, 0, () => {});
