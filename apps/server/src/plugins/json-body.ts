import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty one is no body: clients send
 * `content-type: application/json` with nothing on calls that take none (spec 001), which Fastify would refuse.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
