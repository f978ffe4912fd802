// The ownership filter of the data layer, configured at the start of every request
// (main and sub). Loading the filter class triggers its deprecation, once per main request.
import { listener } from '../kernel/listener.ts';
import { deprecate, OWNERSHIP_FILTER_DEPRECATION } from './deprecations.ts';

export const filterConfigurationOnRequest = listener('App\\EventSubscriber\\FilterConfigurationSubscriber::onKernelRequest', 0, (_event, ctx) => {
  deprecate(ctx, OWNERSHIP_FILTER_DEPRECATION);
  // No user is authenticated, so the filter restricts data to what no one owns.
  ctx.ownershipFilter = { enabled: true, ownerId: null };
});
