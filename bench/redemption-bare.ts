import Fastify from 'fastify';

// The bare route for bench/redemption.ts: Fastify's defaults, a JSON body in, one JSON answer
// out, no plugins, no database. `/healthz` only tells the bench it is up.
const app = Fastify();
app.get('/healthz', async () => ({ success: true }));
app.post('/', async () => ({ success: true, decision: 'applied' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
