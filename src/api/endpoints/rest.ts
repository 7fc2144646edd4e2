import { request } from "@/api/http";
import { toCamelCase, toSnakeCase } from "@/api/types/fleet";
import { deleteById, pagedList, sendForm } from "./calls";

type Plain = Record<string, unknown>;

const renameKeys = (value: object, rename: (key: string) => string): Plain =>
  Object.fromEntries(Object.entries(value).map(([key, v]) => [rename(key), v]));

export const fromWire = <Row extends object>(wire: object): Row => renameKeys(wire, toCamelCase) as Row;

export const toWire = (row: object): Plain => renameKeys(row, toSnakeCase);

/** The five calls of a plain area (docs/api.md "A plain area"), field names the wire's in camelCase. */
export const restApi = <Row extends { id: number }, Input extends object = Omit<Row, "id">>(base: string) => ({
  list: pagedList<object, Row>(`${base}/list`, fromWire),
  one: async (id: string, signal?: AbortSignal): Promise<Row> =>
    fromWire<Row>(await request<object>("GET", `${base}/`, { params: { id: Number(id) }, signal })),
  create: (input: Input): Promise<Row> => sendForm("POST", `${base}/add`, toWire(input), fromWire<Row>),
  update: (id: string, input: Input): Promise<Row> =>
    sendForm("PUT", `${base}/update`, { ...toWire(input), id: Number(id) }, fromWire<Row>),
  remove: deleteById(base),
});
