// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartIntentFromForm, parseCartIntent } from './cartIntents';

function form(fields: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe('parseCartIntent', () => {
  it('parses a form and the same JSON to the same intent', () => {
    const fromForm = parseCartIntent(
      form([
        ['intent', 'update'],
        ['key', 'line-1'],
        ['quantity', '3'],
      ]),
    );
    const fromJson = parseCartIntent({ intent: 'update', key: 'line-1', quantity: 3 });
    expect(fromForm.success && fromForm.data).toEqual({ intent: 'update', key: 'line-1', quantity: 3 });
    expect(fromJson.success && fromJson.data).toEqual(fromForm.success && fromForm.data);
  });

  it('reads the variant picker’s option radios and line properties of an add form', () => {
    const parsed = parseCartIntent(
      form([
        ['intent', 'add'],
        ['product', 'linen-shirt'],
        ['option[Size]', 'M'],
        ['option[Colour]', 'Sand'],
        ['quantity', '2'],
        ['properties[Engraving]', 'AL'],
        ['properties[Gift note]', ''],
      ]),
    );
    expect(parsed.success && parsed.data).toEqual({
      intent: 'add',
      product: 'linen-shirt',
      options: { Size: 'M', Colour: 'Sand' },
      quantity: 2,
      properties: [{ name: 'Engraving', value: 'AL' }],
    });
  });

  it('reads indexed lists for the batch intents', () => {
    const parsed = parseCartIntent(
      form([
        ['intent', 'add-batch'],
        ['items.0.variant_id', '4'],
        ['items.0.quantity', '1'],
        ['items.1.variant_id', '5'],
      ]),
    );
    expect(parsed.success && parsed.data).toEqual({
      intent: 'add-batch',
      items: [
        { variant_id: 4, quantity: 1, properties: [] },
        { variant_id: 5, quantity: 1, properties: [] },
      ],
    });
    expect(
      cartIntentFromForm(
        form([
          ['intent', 'remove-batch'],
          ['keys', 'a'],
          ['keys', 'b'],
        ]),
      ),
    ).toEqual({
      intent: 'remove-batch',
      keys: ['a', 'b'],
    });
  });

  it('names the field of a refused value, with the spec’s messages', () => {
    const tooMuch = parseCartIntent({ intent: 'update', key: 'a', quantity: 100001 });
    expect(tooMuch.success).toBe(false);
    expect(tooMuch.error?.issues[0]).toMatchObject({ path: ['quantity'] });
    const note = parseCartIntent({ intent: 'note', note: 'x'.repeat(501) });
    expect(note.error?.issues[0]).toMatchObject({ path: ['note'], message: 'Character limit reached!' });
    const unknown = parseCartIntent({ intent: 'explode' });
    expect(unknown.error?.issues[0]?.path).toEqual(['intent']);
  });

  it('upper-cases the estimate’s country and province like the engine does', () => {
    const parsed = parseCartIntent(
      form([
        ['intent', 'estimate'],
        ['country', 'us'],
        ['province', 'ca'],
        ['postcode', ' 94105 '],
      ]),
    );
    expect(parsed.success && parsed.data).toEqual({
      intent: 'estimate',
      country: 'US',
      province: 'CA',
      postcode: '94105',
    });
  });
});
