/** The route-map tools' and layers' names in the chosen language (every route game's editor has them). */
import type { EditorT } from '../../editor-core/modes/types.js';

export function routeMapLabels(t: EditorT): Record<string, string> {
  return {
    'tool:select': t('editor.toolSelect'),
    'tool:lasso': t('editor.toolLasso'),
    'tool:city': t('editor.toolCity'),
    'tool:route': t('editor.toolRoute'),
    'tool:delete': t('editor.toolDelete'),
    'layer:cities': t('editor.layerCities'),
    'layer:routes': t('editor.layerRoutes'),
  };
}
