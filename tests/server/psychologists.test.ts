import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import { normalizeCrp } from '../../shared/domain/crp';
import {
  approvePsychologist,
  findPendingProfiles,
} from '../../sync-server/modules/psychologists/psychologist.service';
import { type SignedIn, signUp } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { psychologistAccount, signUpPsychologist } from './sharing-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const completeProfile = {
  displayName: 'Dra. Beatriz Souza',
  bio: 'Atendo pessoas com problemas com apostas há 10 anos.',
  approaches: ['tcc', 'entrevista-motivacional'],
  online: true,
  inPerson: true,
  city: 'São Paulo',
  uf: 'SP',
  languages: ['pt', 'es'],
  priceFrom: 80,
  priceTo: 200,
  contactPreference: 'whatsapp',
};

describe('CRP', () => {
  it.each([
    ['06/12345', '06/12345'],
    ['CRP 6/12345', '06/12345'],
    ['crp-24-123456', '24/123456'],
    [' 01 / 1234 ', '01/1234'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeCrp(input)).toBe(expected);
  });

  it.each(['00/12345', '25/12345', '06/123', '06/1234567', '0612345', 'abc'])('refuses %s', (input) => {
    expect(normalizeCrp(input)).toBeNull();
  });
});

describe('psychologist sign-up', () => {
  it('creates a pending psychologist who can sign in and see their profile', async () => {
    const account = psychologistAccount({ crp: 'CRP 6/54321' });
    const client = server.client();
    const res = await client.post(api.authRegister, account);
    expect(res.status, res.text).toBe(201);
    expect(res.body.user.userType).toBe('psychologist');

    const again = server.client();
    expect(
      (await again.post(api.authLogin, { email: account.email, password: account.password })).status,
    ).toBe(200);
    const profile = await again.get(api.therapistProfile);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ crp: '06/54321', status: 'pending', displayName: account.name });
    const pending = await findPendingProfiles(server.em());
    expect(pending.map((p) => p.crp)).toContain('06/54321');
  });

  it("uses the full form's password rules and needs a valid CRP", async () => {
    const weak = await server.client().post(api.authRegister, psychologistAccount({ password: 'abcdef' }));
    expect(weak.status).toBe(400);
    expect(weak.body.details).toContainEqual({
      field: 'password',
      message: 'Senha deve ter pelo menos 8 caracteres',
    });

    const noCrp = await server.client().post(api.authRegister, psychologistAccount({ crp: undefined }));
    expect(noCrp.status).toBe(400);
    expect(noCrp.body.details).toContainEqual({ field: 'crp', message: 'CRP é obrigatório' });

    const badCrp = await server.client().post(api.authRegister, psychologistAccount({ crp: '31/12345' }));
    expect(badCrp.body.message).toBe(
      'CRP inválido. Use o formato 06/12345 (região de 01 a 24 e o número de inscrição)',
    );
  });

  it('refuses a CRP that is already registered (409), whatever its spelling', async () => {
    const first = await server.client().post(api.authRegister, psychologistAccount({ crp: '05/77777' }));
    expect(first.status).toBe(201);
    const second = await server.client().post(api.authRegister, psychologistAccount({ crp: 'CRP 5/77777' }));
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ code: 'crp-taken', message: 'Este CRP já está cadastrado.' });
  });

  it('never makes staff from a sign-up', async () => {
    const res = await server.client().post(api.authRegister, psychologistAccount({ userType: 'admin' }));
    expect(res.status).toBe(201);
    expect(res.body.user.userType).toBe('client');
  });
});

describe('/api/therapist-profile', () => {
  let psychologist: SignedIn;
  beforeAll(async () => {
    psychologist = await signUpPsychologist(server, { approved: false });
  });

  it('saves a complete profile and answers it back', async () => {
    const res = await psychologist.client.put(api.therapistProfile, completeProfile);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ ...completeProfile, status: 'pending' });
  });

  it('names every invalid field in pt-BR', async () => {
    const res = await psychologist.client.put(api.therapistProfile, {
      ...completeProfile,
      displayName: 'B',
      approaches: [],
      online: false,
      inPerson: false,
      languages: ['klingon'],
      priceFrom: 300,
      priceTo: 100,
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(
      res.body.details.map((d: { field: string; message: string }) => [d.field, d.message]),
    );
    expect(fields).toMatchObject({
      displayName: 'Nome de exibição deve ter pelo menos 2 caracteres',
      approaches: 'Escolha pelo menos uma abordagem',
      'languages.0': 'Idioma inválido',
    });
  });

  it('checks the rules across fields', async () => {
    const none = await psychologist.client.put(api.therapistProfile, {
      ...completeProfile,
      online: false,
      inPerson: false,
    });
    expect(none.body.details).toContainEqual({
      field: 'online',
      message: 'Escolha atendimento online, presencial ou ambos',
    });
    const noCity = await psychologist.client.put(api.therapistProfile, {
      ...completeProfile,
      city: ' ',
      uf: '',
    });
    expect(noCity.body.details).toEqual(
      expect.arrayContaining([
        { field: 'city', message: 'Informe a cidade do atendimento presencial' },
        { field: 'uf', message: 'Informe o estado (UF) do atendimento presencial' },
      ]),
    );
    const inverted = await psychologist.client.put(api.therapistProfile, {
      ...completeProfile,
      priceFrom: 300,
      priceTo: 100,
    });
    expect(inverted.body.details).toContainEqual({
      field: 'priceTo',
      message: 'O valor mínimo não pode ser maior que o máximo',
    });
  });

  it('is for psychologists only', async () => {
    const member = await signUp(server);
    const res = await member.client.get(api.therapistProfile);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('psychologist-only');
  });
});

describe('/api/therapists (the members’ directory)', () => {
  let member: SignedIn;
  let listed: SignedIn;
  let pending: SignedIn;

  beforeAll(async () => {
    member = await signUp(server);
    listed = await signUpPsychologist(server);
    await listed.client.put(api.therapistProfile, { ...completeProfile, displayName: 'Dra. Índia Araújo' });
    pending = await signUpPsychologist(server, { approved: false });
    await pending.client.put(api.therapistProfile, { ...completeProfile, displayName: 'Dr. Pendente' });
  });

  it('lists approved psychologists only, searchable without accents', async () => {
    const all = await member.client.get(api.therapists);
    expect(all.status).toBe(200);
    const ids = all.body.map((t: { id: string }) => t.id);
    expect(ids).toContain(listed.user.id);
    expect(ids).not.toContain(pending.user.id);
    expect(JSON.stringify(all.body)).not.toContain('status');

    const byName = await member.client.get(`${api.therapists}?q=india araujo`);
    expect(byName.body.map((t: { id: string }) => t.id)).toEqual([listed.user.id]);
    const byCity = await member.client.get(`${api.therapists}?q=sao paulo&uf=SP&online=true&approach=tcc`);
    expect(byCity.body.map((t: { id: string }) => t.id)).toContain(listed.user.id);
    const otherState = await member.client.get(`${api.therapists}?q=india&uf=RJ`);
    expect(otherState.body).toEqual([]);
  });

  it('shows a profile; a pending or unknown one is 404', async () => {
    expect((await member.client.get(api.therapist(listed.user.id))).body).toMatchObject({
      displayName: 'Dra. Índia Araújo',
      contactRequested: false,
    });
    expect((await member.client.get(api.therapist(pending.user.id))).status).toBe(404);
  });

  it('sends one contact request that the psychologist sees with the member’s name and email', async () => {
    const first = await member.client.post(api.therapistContact(listed.user.id), {
      message: 'Gostaria de agendar.',
    });
    expect(first.status).toBe(201);
    const again = await member.client.post(api.therapistContact(listed.user.id), {});
    expect(again.status).toBe(200);
    expect((await member.client.get(api.therapist(listed.user.id))).body.contactRequested).toBe(true);

    const overview = await listed.client.get(api.psychologistOverview);
    expect(overview.body.contactRequests).toEqual([
      expect.objectContaining({
        memberName: member.user.name,
        memberEmail: member.email,
        message: 'Gostaria de agendar.',
        status: 'pending',
      }),
    ]);
    const id = overview.body.contactRequests[0].id;
    expect((await listed.client.patch(api.contactRequest(id), { status: 'handled' })).status).toBe(204);
    const after = await listed.client.get(api.psychologistOverview);
    expect(after.body.contactRequests[0].status).toBe('handled');
    // Another psychologist cannot touch it.
    const other = await signUpPsychologist(server);
    expect((await other.client.patch(api.contactRequest(id), { status: 'handled' })).status).toBe(404);
  });

  it('refuses contact to a pending psychologist and the directory to psychologists', async () => {
    expect((await member.client.post(api.therapistContact(pending.user.id), {})).status).toBe(404);
    const res = await listed.client.get(api.therapists);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('members-only');
  });

  it('approval is idempotent and unknown emails are reported', async () => {
    expect(await approvePsychologist(server.em(), listed.email)).not.toBeNull();
    expect(await approvePsychologist(server.em(), 'ninguem@exemplo.com')).toBeNull();
    expect(await approvePsychologist(server.em(), member.email)).toBeNull();
  });
});
