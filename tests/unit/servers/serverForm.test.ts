import { describe, expect, it } from "vitest";
import { TEMP_DISK_ID_OFFSET, TIMING } from "@/config";
import { nextTemporaryDiskId, toServerBody, type Server } from "@/api/types/servers";
import {
  canRemoveDisk,
  diskNameError,
  diskRangeError,
  emptyServerValues,
  identifierError,
  ipError,
  isDiskNameLocked,
  isIdentifierLocked,
  nameError,
  newDisk,
  resetForType,
  selectableTypes,
  toFormValues,
  toServerInput,
  updateLinkError,
  type DiskFormValue,
} from "@/registry/areas/serverForm";
import { piInput } from "../../support/serverFixtures";

/** A Raspberry Pi server as the API returns it: its disks are stored ones (ids below 10000). */
const stored: Server = {
  ...piInput("rpi-03", {
    disks: [
      { id: 12, name: "hub-1", countMachineMin: 8, countMachineMax: 15, startMachine: 1, countMachine: 12 },
      { id: 13, name: "hub-2", countMachineMin: 4, countMachineMax: 10, startMachine: 16, countMachine: 9 },
    ],
  }),
  id: 7,
};

describe("server dialog constants (SRV-10, SRV-12)", () => {
  it("temporary disk ids start at 10000 and the save toast lasts 2000 ms", () => {
    expect(TEMP_DISK_ID_OFFSET).toBe(10_000);
    expect(TIMING.serverToastMs).toBe(2_000);
  });
});

describe("server types", () => {
  it("never offers PHONES, whatever the API lists", () => {
    expect(selectableTypes(["RASPBERRY_PI", "DEDIK", "PHONES"])).toEqual(["RASPBERRY_PI", "DEDIK"]);
    expect(selectableTypes(["PHONES", "SOMETHING"])).toEqual([]);
  });
});

describe("create or update (SRV-5)", () => {
  it("a stored server keeps its id, so the dialog updates it", () => {
    expect(toServerInput(toFormValues(stored), stored).id).toBe(7);
  });

  it("a new server has no id, so the dialog creates it", () => {
    expect(toServerInput({ ...emptyServerValues("DEDIK"), name: "ded" }, null).id).toBeNull();
  });

  it("sends numbers for the numeric fields and trims text", () => {
    const values = { ...toFormValues(stored), name: "  pi-new  " };
    values.serverParams = { ...values.serverParams, taskInQueue: "12", timeToBootloop: "" };
    const input = toServerInput(values, stored);
    expect(input.name).toBe("pi-new");
    expect(input.serverParams.taskInQueue).toBe(12);
    expect(input.serverParams.timeToBootloop).toBe(0);
  });

  it("only a Raspberry Pi server carries an identifier", () => {
    const dedik = { ...emptyServerValues("DEDIK"), identifier: "rpi-01" };
    expect(toServerInput(dedik, null).identifier).toBeNull();
    expect(toServerInput({ ...emptyServerValues("RASPBERRY_PI"), identifier: "rpi-01" }, null).identifier).toBe(
      "rpi-01",
    );
  });
});

describe("type change resets the form (SRV-6)", () => {
  it("keeps only the new type", () => {
    expect(resetForType("DEDIK", null)).toEqual(emptyServerValues("DEDIK"));
    expect(resetForType("DEDIK", stored)).toEqual(emptyServerValues("DEDIK"));
    expect(resetForType("DEDIK", stored).disks).toEqual([]);
  });

  it("a stored Raspberry Pi returning to its type keeps its locked board", () => {
    expect(resetForType("RASPBERRY_PI", stored).identifier).toBe("rpi-03");
    expect(resetForType("RASPBERRY_PI", stored).name).toBe("");
  });
});

describe("identifier lock (SRV-9)", () => {
  it("locks the identifier once the server exists", () => {
    expect(isIdentifierLocked(stored)).toBe(true);
    expect(isIdentifierLocked(null)).toBe(false);
  });

  it("sends the stored identifier even if the form was tampered with", () => {
    const values = { ...toFormValues(stored), identifier: "rpi-09" };
    expect(toServerInput(values, stored).identifier).toBe("rpi-03");
  });
});

describe("disks (SRV-10, SRV-11)", () => {
  it("locks names of stored disks (id < 10000) on an existing server only", () => {
    expect(isDiskNameLocked(9_999, true)).toBe(true);
    expect(isDiskNameLocked(10_000, true)).toBe(false);
    expect(isDiskNameLocked(12, false)).toBe(false);
  });

  it("removes only new disks on an existing server, any disk on create", () => {
    expect(canRemoveDisk(12, true)).toBe(false);
    expect(canRemoveDisk(10_000, true)).toBe(true);
    expect(canRemoveDisk(12, false)).toBe(true);
  });

  it("numbers new disks from 10000 up", () => {
    const first = newDisk(toFormValues(stored).disks);
    expect(first.id).toBe(10_000);
    const second = newDisk([...toFormValues(stored).disks, first]);
    expect(second.id).toBe(10_001);
    expect(nextTemporaryDiskId([{ id: 10_004 }])).toBe(10_005);
  });

  it("starts a new disk after the last disk's machines", () => {
    const disk = newDisk(toFormValues(stored).disks);
    expect(disk).toMatchObject({ name: "", countMachine: 0, startMachine: 26 });
    expect(newDisk([]).startMachine).toBe(1);
  });

  it("sends temporary disk ids as null and keeps stored ones", () => {
    const values = toFormValues(stored);
    const added: DiskFormValue = {
      ...newDisk(values.disks),
      name: "hub-3",
      countMachineMin: "1",
      countMachineMax: "5",
    };
    const body = toServerBody(toServerInput({ ...values, disks: [...values.disks, added] }, stored));
    expect(body.disks.map((d) => d.id)).toEqual([12, 13, null]);
    expect(body.disks[2]).toMatchObject({ name: "hub-3", count_machine_min: 1, count_machine_max: 5 });
  });
});

describe("validation (SRV-7 to SRV-9)", () => {
  it("requires a name", () => {
    expect(nameError("")).toBe("servers.validation.name_required");
    expect(nameError("   ")).toBe("servers.validation.name_required");
    expect(nameError("x")).toBeNull();
  });

  it("DEDIK needs four dot-separated numbers from 0 to 255", () => {
    for (const ip of ["1.2.3.4", "203.0.113.77", "0.0.0.0", "255.255.255.255"]) expect(ipError("DEDIK", ip)).toBeNull();
    for (const ip of ["", "1.2.3", "1.2.3.4.5", "1234.1.1.1", "a.b.c.d", "1..2.3", "999.999.999.999", "1.2.3.256"]) {
      expect(ipError("DEDIK", ip), ip).toBe("servers.validation.ip_invalid");
    }
    expect(ipError("RASPBERRY_PI", "")).toBeNull();
  });

  it("DEDIK needs an update link starting with http://, https:// or {host} (SRV-8)", () => {
    expect(updateLinkError("DEDIK", "")).toBe("servers.validation.update_link_required");
    expect(updateLinkError("DEDIK", "ftp://x")).toBe("servers.validation.update_link_invalid");
    expect(updateLinkError("DEDIK", "updates.example.com")).toBe("servers.validation.update_link_invalid");
    expect(updateLinkError("DEDIK", "http://x")).toBeNull();
    expect(updateLinkError("DEDIK", "https://x")).toBeNull();
    expect(updateLinkError("DEDIK", "{host}/bot/update")).toBeNull();
    expect(updateLinkError("DEDIK", "host/bot/update")).toBe("servers.validation.update_link_invalid");
    expect(updateLinkError("DEDIK", "/bot/{host}")).toBe("servers.validation.update_link_invalid");
    expect(updateLinkError("RASPBERRY_PI", "")).toBeNull();
  });

  it("RASPBERRY_PI needs an identifier", () => {
    expect(identifierError("RASPBERRY_PI", null)).toBe("servers.validation.identifier_required");
    expect(identifierError("RASPBERRY_PI", "rpi-01")).toBeNull();
    expect(identifierError("DEDIK", null)).toBeNull();
  });

  it("a disk needs a name and a maximum not below its minimum", () => {
    expect(diskNameError("")).toBe("servers.validation.disk_name_required");
    expect(diskRangeError("5", "4")).toBe("servers.validation.disk_range");
    expect(diskRangeError(5, 5)).toBeNull();
  });
});
