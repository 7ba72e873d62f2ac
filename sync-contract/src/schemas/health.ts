import Type from 'typebox';

export const Health = Type.Object({
  ok: Type.Boolean(),
  db: Type.Union([Type.Literal('up'), Type.Literal('down')]),
});
export type Health = Type.Static<typeof Health>;
