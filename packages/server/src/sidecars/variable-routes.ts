import type { FastifyPluginAsync } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { newObjectId } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { optString, readStrictObject } from '../http/body.js';
import { MAX_TEMPLATE, validationFailed } from './config-routes.js';
import { configurationJson, variableJson, type SidecarService } from './service.js';
import { renameVariable, variablesUsed } from './template.js';

function readVariable(body: unknown): { name: string; description: string; content: string } {
  const obj = readStrictObject(body, ['id', 'name', 'description', 'content'], 'configuration variable');
  optString(obj, 'id', 64);
  const name = optString(obj, 'name', 256);
  const content = optString(obj, 'content', MAX_TEMPLATE);
  if (name === undefined || content === undefined)
    throw new ApiError(400, `Missing required properties: ${name === undefined ? 'name' : 'content'}`);
  return { name, description: optString(obj, 'description', 4096) ?? '', content };
}

/** `/sidecar/configuration_variables` (ADMIN-API.md §9.2). */
export const variableRoutes: FastifyPluginAsync<{ service: SidecarService }> = async (app, { service }) => {
  const { store } = service;

  // Configuration variables (`${user.<name>}` in templates)

  const variableErrors = (v: { name: string }, id: string | null): Record<string, string[]> => {
    const errors: Record<string, string[]> = {};
    if (!/^[A-Za-z0-9_]+$/.test(v.name)) errors['name'] = ['Variable name can only contain the following characters: A-Z,a-z,0-9 and _.'];
    else if (store.variables().some((x) => x.name === v.name && x.id !== id))
      errors['name'] = ['A variable with that name already exists.'];
    return errors;
  };
  const getVariable = (id: string) => {
    const v = store.variable(id);
    if (!v) throw new ApiError(404, `Could not find configuration variable <${id}>.`);
    return v;
  };
  const usedBy = (name: string) => store.configurations().filter((c) => variablesUsed(c.template).has(name));

  app.get('/sidecar/configuration_variables', async (request) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    return store.variables().map(variableJson);
  });

  app.get<{ Params: { id: string } }>('/sidecar/configuration_variables/:id/configurations', async (request) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    return usedBy(getVariable(request.params.id).name).map(configurationJson);
  });

  app.post('/sidecar/configuration_variables/validate', async (request) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    const obj = readStrictObject(request.body, ['id', 'name', 'description', 'content'], 'configuration variable');
    const v = readVariable({ content: '', ...obj });
    const errors = variableErrors(v, optString(obj, 'id', 64) ?? null);
    return { failed: Object.keys(errors).length > 0, errors, error_context: {} };
  });

  app.post('/sidecar/configuration_variables', async (request, reply) => {
    requirePermission(request, 'sidecar_collector_configurations:create');
    const v = readVariable(request.body);
    const errors = variableErrors(v, null);
    if (Object.keys(errors).length > 0) return validationFailed(reply, errors);
    const saved = { ...v, id: newObjectId() };
    store.saveVariable(saved);
    return variableJson(saved);
  });

  app.put<{ Params: { id: string } }>('/sidecar/configuration_variables/:id', async (request, reply) => {
    requirePermission(request, 'sidecar_collector_configurations:update');
    const previous = getVariable(request.params.id);
    const v = readVariable(request.body);
    const errors = variableErrors(v, previous.id);
    if (Object.keys(errors).length > 0) return validationFailed(reply, errors);
    const saved = { ...v, id: previous.id };
    store.transaction(() => {
      // A renamed variable is renamed in the templates that use it.
      if (previous.name !== saved.name)
        for (const c of usedBy(previous.name))
          store.saveConfiguration({ ...c, template: renameVariable(c.template, previous.name, saved.name) });
      store.saveVariable(saved);
    });
    return variableJson(saved);
  });

  app.delete<{ Params: { id: string } }>('/sidecar/configuration_variables/:id', async (request, reply) => {
    requirePermission(request, 'sidecar_collector_configurations:delete');
    const v = getVariable(request.params.id);
    const users = usedBy(v.name);
    if (users.length > 0)
      throw new ApiError(400, `Configuration variable "${v.name}" is still used by: ${users.map((c) => c.name).join(', ')}`);
    store.deleteVariable(v.id);
    return reply.code(202).send();
  });
};
