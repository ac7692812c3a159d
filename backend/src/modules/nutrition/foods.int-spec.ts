import { NUTRITION_MESSAGES, gtinCheckDigitValid } from '@coachcore/domain';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';

/** A stand-in for the Open Food Facts product API, on a free port chosen at run time. */
class StandInLookup {
  readonly requests: string[] = [];
  private server: Server;
  url = '';
  /** Codes answered slowly (longer than the 2 s the app waits), or by cutting the connection. */
  readonly slow = new Set<string>();
  readonly broken = new Set<string>();

  async start(): Promise<void> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v2/product`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const code = /\/api\/v2\/product\/(\d+)\.json$/.exec(req.url ?? '')?.[1] ?? '';
    this.requests.push(code);
    if (this.broken.has(code)) return void req.socket.destroy();
    const send = () => {
      res.setHeader('Content-Type', 'application/json');
      if (code !== '4006381333931' && !this.slow.has(code)) return res.end(JSON.stringify({ status: 0, status_verbose: 'product not found' }));
      res.end(
        JSON.stringify({
          status: 1,
          product: {
            product_name: 'Textmarker Gelb',
            brands: 'Stabilo, Schwan',
            ingredients_text: 'Sugar, cocoa',
            allergens_tags: ['en:milk'],
            categories_tags: ['en:snacks', 'en:chocolate-bars'],
            image_url: 'https://images.example/front.jpg',
            nutriments: {
              'energy-kcal_100g': 520,
              proteins_100g: 7.5,
              carbohydrates_100g: 60,
              fat_100g: 27.4,
              sugars_100g: 55,
              fiber_100g: '2.1',
              salt_100g: 0.25,
            },
          },
        }),
      );
    };
    if (this.slow.has(code)) setTimeout(send, 3500).unref();
    else send();
  }
}

describe('foods (HTTP)', () => {
  let t: TestApp;
  let lookup: StandInLookup;
  let coach: SignedInUser;
  beforeAll(async () => {
    lookup = new StandInLookup();
    await lookup.start();
    t = await createTestApp({ env: { FOOD_LOOKUP_URL: lookup.url } });
    coach = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    await lookup.stop();
  });

  const search = (user: SignedInUser, text: string, query: Record<string, string | number> = {}) =>
    t
      .http()
      .get('/api/foods')
      .query({ search: text, ...query })
      .set(user.auth);
  const names = (body: { name: string }[]) => body.map((food) => food.name);

  describe('the shipped database', () => {
    it('holds at least 300 foods, at least 50 with retail barcodes whose check digits are valid', async () => {
      const [counts] = await t.sql<{ total: string; barcodes: string }>(
        `select count(*) as total, count(barcode) as barcodes from food_database where coach_id is null and verified`,
      );
      expect(Number(counts!.total)).toBeGreaterThanOrEqual(300);
      expect(Number(counts!.barcodes)).toBeGreaterThanOrEqual(50);
      const barcodes = await t.sql<{ barcode: string }>(`select barcode from food_database where coach_id is null and barcode is not null`);
      expect(barcodes.filter(({ barcode }) => !/^(\d{12}|\d{13})$/.test(barcode) || !gtinCheckDigitValid(barcode))).toEqual([]);
      const all = await t.http().get('/api/foods').query({ limit: 100 }).set(coach.auth).expect(200);
      expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(300);
    });

    it('finds words and beginnings of words, the name that starts with the search first', async () => {
      const response = await search(coach, 'chick bre').expect(200);
      expect(names(response.body)).toEqual(expect.arrayContaining(['Chicken breast, skinless, grilled', 'Chicken breast, skinless, raw']));
      expect(names(response.body).every((name) => /chick/i.test(name) && /\bbre/i.test(name))).toBe(true);

      const apple = await search(coach, 'apple').expect(200);
      expect(names(apple.body).slice(0, 3)).toEqual(expect.arrayContaining(['Apple juice', 'Apple pie', 'Apple, raw, with skin']));
      expect(names(apple.body)).toContain('Applesauce, unsweetened');

      // Prefix-of-name ranks above a word elsewhere in the name.
      const rice = await search(coach, 'rice').expect(200);
      const firstOther = names(rice.body).findIndex((name) => !name.toLowerCase().startsWith('rice'));
      const lastRice = names(rice.body).findLastIndex((name) => name.toLowerCase().startsWith('rice'));
      expect(lastRice).toBeLessThan(firstOther);
    });

    it('finds by brand, answers the figures per serving, and pages with the total in headers', async () => {
      const response = await search(coach, 'nutella hazel').expect(200);
      expect(response.body[0]).toMatchObject({
        name: 'Nutella hazelnut spread with cocoa',
        brand: 'Ferrero',
        barcode: '3017620422003',
        servingSize: 100,
        servingUnit: 'g',
        calories: 539,
        protein: 6.3,
        dataSource: 'label',
        verified: true,
        isCustom: false,
      });
      const page = await search(coach, 'a', { limit: 5, page: 2 }).expect(200);
      expect(page.body).toHaveLength(5);
      expect(page.headers['x-page']).toBe('2');
      expect(Number(page.headers['x-total-count'])).toBeGreaterThan(10);
    });

    it('answers an empty list for words nobody has, and 400 for a search too long', async () => {
      expect((await search(coach, 'qqqzzz').expect(200)).body).toEqual([]);
      expect((await search(coach, '%%%').expect(200)).body).toEqual([]);
      const tooLong = await search(coach, 'x'.repeat(101)).expect(400);
      expect(tooLong.body.message).toBe(NUTRITION_MESSAGES.searchTooLong);
    });
  });

  describe('barcodes', () => {
    it('finds a shipped food by its barcode (EAN-13 and UPC-A)', async () => {
      expect((await t.http().get('/api/foods/barcode/3017620422003').set(coach.auth).expect(200)).body.name).toBe('Nutella hazelnut spread with cocoa');
      expect((await t.http().get('/api/foods/barcode/737628064502').set(coach.auth).expect(200)).body.brand).toBe('Thai Kitchen');
      expect(lookup.requests).toEqual([]);
    });

    it.each([
      ['abc', NUTRITION_MESSAGES.barcodeFormat],
      ['12345', NUTRITION_MESSAGES.barcodeFormat],
      ['30176204220031', NUTRITION_MESSAGES.barcodeCheckDigit],
      ['3017620422004', NUTRITION_MESSAGES.barcodeCheckDigit],
    ])('answers 400 for the malformed code %s', async (code, message) => {
      const response = await t.http().get(`/api/foods/barcode/${code}`).set(coach.auth).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
    });

    it('looks an unknown code up, stores it for everyone once, and answers it from the database afterwards', async () => {
      const before = lookup.requests.length;
      const found = await t.http().get('/api/foods/barcode/4006381333931').set(coach.auth).expect(200);
      expect(found.body).toMatchObject({
        barcode: '4006381333931',
        name: 'Textmarker Gelb',
        brand: 'Stabilo',
        calories: 520,
        protein: 7.5,
        carbs: 60,
        fat: 27.4,
        fiber: 2.1,
        sugar: 55,
        sodium: 100,
        allergens: ['milk'],
        category: 'chocolate bars',
        dataSource: 'openfoodfacts',
        externalId: '4006381333931',
        verified: false,
        isCustom: false,
      });
      const other = await registerUser(t);
      expect((await t.http().get('/api/foods/barcode/4006381333931').set(other.auth).expect(200)).body.id).toBe(found.body.id);
      expect(lookup.requests.length - before).toBe(1);
      expect(names((await search(other, 'textmarker').expect(200)).body)).toEqual(['Textmarker Gelb']);
    });

    it('stores a product looked up by two people at once only once', async () => {
      await t.sql(`delete from food_database where barcode = '4006381333931'`);
      const [a, b] = await Promise.all([
        t.http().get('/api/foods/barcode/4006381333931').set(coach.auth),
        t.http().get('/api/foods/barcode/4006381333931').set(coach.auth),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.id).toBe(b.body.id);
      const rows = await t.sql(`select id from food_database where barcode = '4006381333931'`);
      expect(rows).toHaveLength(1);
    });

    it('answers 404 with the message when the lookup does not know the product, times out or fails', async () => {
      lookup.slow.add('5901234123457');
      lookup.broken.add('9780201379624');
      for (const code of ['96385074', '5901234123457', '9780201379624']) {
        const response = await t.http().get(`/api/foods/barcode/${code}`).set(coach.auth).expect(404);
        expect(response.body.message).toBe(NUTRITION_MESSAGES.barcodeNotFound);
      }
      expect(lookup.requests).toEqual(expect.arrayContaining(['96385074', '5901234123457', '9780201379624']));
      expect(await t.sql(`select id from food_database where barcode in ('96385074', '5901234123457', '9780201379624')`)).toEqual([]);
    });

    it('answers 404 without asking anyone when the lookup is off', async () => {
      const off = await createTestApp({ env: { FOOD_LOOKUP_URL: '' } });
      try {
        const user = await registerUser(off);
        const before = lookup.requests.length;
        const response = await off.http().get('/api/foods/barcode/4006381333931').set(user.auth).expect(404);
        expect(response.body.message).toBe(NUTRITION_MESSAGES.barcodeNotFound);
        expect(lookup.requests.length).toBe(before);
      } finally {
        await off.close();
      }
    });
  });

  describe('foods entered by hand', () => {
    const food = (overrides: Record<string, unknown> = {}) => ({
      name: "Grandma's granola",
      brand: 'Home',
      servingSize: '45',
      servingUnit: 'g',
      calories: '210',
      protein: '6',
      carbs: '28',
      fat: '8.5',
      fiber: '',
      ...overrides,
    });

    it('adds a food private to the business, found by the coach and the business’s clients only', async () => {
      const owner = await registerUser(t);
      const created = await t
        .http()
        .post('/api/foods')
        .set(owner.auth)
        .send(food({ barcode: '4012345678901' }))
        .expect(201);
      expect(created.body).toMatchObject({
        name: "Grandma's granola",
        servingSize: 45,
        calories: 210,
        fat: 8.5,
        fiber: null,
        dataSource: 'custom',
        verified: false,
        isCustom: true,
        barcode: '4012345678901',
      });
      expect(names((await search(owner, 'grandma').expect(200)).body)).toEqual(["Grandma's granola"]);
      const clientUser = await createClientUser(t, owner);
      expect(names((await search(clientUser, 'granola grand').expect(200)).body)).toEqual(["Grandma's granola"]);
      expect((await t.http().get('/api/foods/barcode/4012345678901').set(clientUser.auth).expect(200)).body.id).toBe(created.body.id);

      const stranger = await registerUser(t);
      expect((await search(stranger, 'grandma').expect(200)).body).toEqual([]);
      await t.http().get(`/api/foods/${created.body.id}`).set(stranger.auth).expect(404);
      // Another business may enter its own food with the same barcode.
      await t
        .http()
        .post('/api/foods')
        .set(stranger.auth)
        .send(food({ barcode: '4012345678901', name: 'Other granola' }))
        .expect(201);
    });

    it('lets a client add a food by hand after a barcode was not found', async () => {
      const owner = await registerUser(t);
      const clientUser = await createClientUser(t, owner);
      await t.http().get('/api/foods/barcode/96385074').set(clientUser.auth).expect(404);
      await t
        .http()
        .post('/api/foods')
        .set(clientUser.auth)
        .send(food({ barcode: '96385074', name: 'Corner shop flapjack' }))
        .expect(201);
      expect((await t.http().get('/api/foods/barcode/96385074').set(owner.auth).expect(200)).body.name).toBe('Corner shop flapjack');
    });

    it.each([
      [{ name: ' ' }, NUTRITION_MESSAGES.foodNameRequired],
      [{ servingSize: '0' }, NUTRITION_MESSAGES.servingSizePositive],
      [{ servingSize: 'lots' }, NUTRITION_MESSAGES.servingSizePositive],
      [{ calories: '' }, NUTRITION_MESSAGES.caloriesRequired],
      [{ calories: undefined }, NUTRITION_MESSAGES.caloriesRequired],
      [{ protein: '-1' }, NUTRITION_MESSAGES.nutrientNumber],
      [{ fat: 'much' }, NUTRITION_MESSAGES.nutrientNumber],
      [{ barcode: '12345' }, NUTRITION_MESSAGES.barcodeFormat],
      [{ barcode: '4012345678902' }, NUTRITION_MESSAGES.barcodeCheckDigit],
      [{ dataSource: 'usda' }, 'property dataSource should not exist'],
    ])('refuses %o with 400', async (overrides, message) => {
      const response = await t.http().post('/api/foods').set(coach.auth).send(food(overrides)).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('refuses a barcode the business or the shared database already has (409), also when sent twice at once', async () => {
      const owner = await registerUser(t);
      const shipped = await t
        .http()
        .post('/api/foods')
        .set(owner.auth)
        .send(food({ barcode: '3017620422003' }))
        .expect(409);
      expect(shipped.body.message).toBe(NUTRITION_MESSAGES.barcodeTaken);
      const results = await Promise.all(
        [1, 2, 3].map(() =>
          t
            .http()
            .post('/api/foods')
            .set(owner.auth)
            .send(food({ barcode: '4000000000006' })),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await t.sql(`select id from food_database where barcode = '4000000000006'`)).toHaveLength(1);
    });
  });

  describe('access', () => {
    it('answers 401 to anonymous callers and 404 for unknown or malformed ids', async () => {
      await t.http().get('/api/foods').expect(401);
      await t.http().get('/api/foods/barcode/3017620422003').expect(401);
      await t.http().post('/api/foods').send({ name: 'x' }).expect(401);
      const missing = await t.http().get('/api/foods/3f0c6a9e-3d1b-4c1e-9a43-0b9d2b8e2f11').set(coach.auth).expect(404);
      expect(missing.body.message).toBe(NUTRITION_MESSAGES.foodNotFound);
      await t.http().get('/api/foods/not-an-id').set(coach.auth).expect(404);
    });
  });
});
