from tests.conftest import LiveServer, data, error, uniq


def test_workspace_roundtrip(server: LiveServer) -> None:
    with server.client() as c:
        ws = data(c.post("/api/v3/workspaces", json={"name": "A", "custom_id": uniq("a")}))
        got = data(c.get(f"/api/v3/workspaces/{ws['id']}"))
        assert got["id"] == ws["id"] and got["name"] == "A" and got["description"] == ""
        error(c.post("/api/v3/workspaces", json={"name": "B", "custom_id": ws["custom_id"]}), 409, "CUSTOM_ID_CONFLICT")
