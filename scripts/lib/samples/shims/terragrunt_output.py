"""`terragrunt output [-json|-raw] [name]` for the walkthrough checks, from .terragrunt-outputs.json.

Prints what Terraform prints for the same outputs: `-json` gives {"name": {"sensitive", "type", "value"}}
or one value as JSON, `-raw` one primitive value as is, and no flag `name = <value>` lines.
"""
import json
import os
import sys

OUTPUTS_FILE = ".terragrunt-outputs.json"


def type_of(value):
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return ["tuple", [type_of(item) for item in value]]
    return ["object", {key: type_of(item) for key, item in value.items()}]


def hcl(value, indent=0):
    pad = "  " * indent
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float, str)):
        return json.dumps(value)
    if isinstance(value, list):
        return "[\n" + "".join(f"{pad}  {hcl(item, indent + 1)},\n" for item in value) + f"{pad}]"
    return "{\n" + "".join(f'{pad}  "{key}" = {hcl(item, indent + 1)}\n' for key, item in value.items()) + f"{pad}}}"


def main(argv):
    words = [word for word in argv if word != "--"]
    if not words or words[0] != "output":
        sys.stderr.write(f"terragrunt stand-in: 'terragrunt {' '.join(argv)}' is not run by the sample checks\n")
        return 2
    flags = {word.lstrip("-") for word in words[1:] if word.startswith("-")}
    names = [word for word in words[1:] if not word.startswith("-")]
    if not os.path.exists(OUTPUTS_FILE):
        sys.stderr.write(f"terragrunt stand-in: no outputs were seeded for {os.getcwd()}\n")
        return 1
    with open(OUTPUTS_FILE, encoding="utf-8") as file:
        outputs = json.load(file)
    if names:
        if names[0] not in outputs:
            sys.stderr.write(f'Error: Output "{names[0]}" not found\n')
            return 1
        value = outputs[names[0]]
        if "json" in flags:
            print(json.dumps(value))
        elif "raw" in flags:
            print(value if isinstance(value, str) else json.dumps(value), end="")
        else:
            print(hcl(value))
        return 0
    if "json" in flags:
        described = {name: {"sensitive": False, "type": type_of(value), "value": value} for name, value in outputs.items()}
        print(json.dumps(described, indent=2))
    else:
        for name, value in sorted(outputs.items()):
            print(f"{name} = {hcl(value)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
