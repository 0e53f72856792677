"""Parses AWS CLI invocations with the installed CLI's own argument parsers, without running them.

Reads {"settings": {...}, "invocations": [{"id", "argv", "queryIsLiteral"}]} as JSON on stdin, where
argv holds the words after `aws` and settings the v2-only global options and output formats (from
src/data/aws-cli-v2.json). Writes [{"id", "error", "command"}] as JSON. Nothing is sent to AWS: each
invocation goes through the parsers `aws` builds from its botocore service models and customizations,
and its --query is compiled and read against the operation's output shape. The TypeScript runner
(scripts/lib/samples/awsCli.ts) owns the reporting.
"""
import contextlib
import io
import json
import re
import sys

import jmespath
from awscli.argparser import ArgTableArgParser
from awscli.clidriver import ServiceOperation, create_clidriver

# String shapes that botocore decodes into JSON before the CLI prints them (handlers.json_decode_policies).
JSON_DOCUMENT_SHAPES = {"policyDocumentType"}
RETIRED = re.compile(r"[^.]*\b(?:retired|deprecated)\b[^.]*\.?", re.IGNORECASE)


def strip_v2_globals(argv, settings):
    """Removes v2-only global options (allowed by name) so the v1 parser does not reject them."""
    options = settings["globalOptions"]
    kept = []
    index = 0
    while index < len(argv):
        word = argv[index]
        name = word.split("=", 1)[0]
        if name in options:
            index += 2 if options[name] and "=" not in word else 1
            continue
        if name == "--output" and index + 1 < len(argv) and argv[index + 1] in settings["outputFormats"]:
            kept.extend(["--output", "json"])
            index += 2
            continue
        kept.append(word)
        index += 1
    return kept


def parse_with(parser, argv):
    """Runs an argparse parser, turning its exit-on-error into its message."""
    stderr = io.StringIO()
    try:
        with contextlib.redirect_stderr(stderr), contextlib.redirect_stdout(io.StringIO()):
            return parser.parse_known_args(argv), None
    except SystemExit as exit_:
        if exit_.code == 0:
            return None, None
        text = stderr.getvalue()
        at = text.find("error:")
        message = " ".join((text[at + len("error:"):] if at >= 0 else text).split())
        if "Invalid choice" in message and len(message) > 160:
            message = message[: message.index("Invalid choice")] + "Invalid choice"
        return None, message or "the CLI rejected the arguments"


class OutputShape:
    """Member names, enums and retirement notes reachable from an operation's output shape."""

    def __init__(self, shape):
        self.members = {}
        # True when the output holds a document the CLI decodes into JSON, whose fields no model lists.
        self.open_document = False
        self._visit(shape, set())

    def _visit(self, shape, seen):
        if shape is None or shape.name in seen:
            return
        seen.add(shape.name)
        if shape.type_name == "structure":
            for name, member in shape.members.items():
                entry = self.members.setdefault(name, {"enums": set(), "retired": None})
                entry["enums"].update(getattr(member, "enum", None) or [])
                documentation = member.documentation or ""
                notice = next(
                    (
                        sentence
                        for sentence in RETIRED.findall(re.sub(r"<[^>]+>", "", documentation))
                        if re.search(rf"\b{re.escape(name)}\b", sentence)
                    ),
                    None,
                )
                if notice and entry["retired"] is None:
                    entry["retired"] = " ".join(notice.split())
                self._visit(member, seen)
        elif shape.type_name == "list":
            self._visit(shape.member, seen)
        elif shape.type_name == "map":
            # Map keys drawn from an enum (iam get-account-summary's SummaryMap) read like members.
            for key in getattr(shape.key, "enum", None) or []:
                self.members.setdefault(key, {"enums": set(), "retired": None})
            self._visit(shape.value, seen)
        elif shape.name in JSON_DOCUMENT_SHAPES:
            self.open_document = True


def query_problems(query, shape):
    """Fields the query names that the output cannot have, retired fields, and enum literals out of range."""
    tree = jmespath.compile(query).parsed
    created = set()
    fields = []
    comparisons = []

    def walk(node):
        if node["type"] == "key_val_pair":
            created.add(node["value"])
        if node["type"] == "field":
            fields.append(node["value"])
        if node["type"] == "comparator":
            left, right = node["children"]
            for field, literal in ((left, right), (right, left)):
                if field["type"] == "field" and literal["type"] == "literal" and isinstance(literal["value"], str):
                    comparisons.append((field["value"], literal["value"]))
        for child in node.get("children", []):
            walk(child)

    walk(tree)
    problems = []
    for field in dict.fromkeys(fields):
        member = shape.members.get(field)
        if member is None and field not in created and not shape.open_document:
            problems.append(f"--query names {field}, which this command's output does not have")
        elif member is not None and member["retired"]:
            problems.append(f"--query reads {field}, which the service model marks retired: {member['retired']}")
    for field, literal in comparisons:
        enums = shape.members.get(field, {}).get("enums")
        if enums and literal not in enums:
            allowed = " | ".join(sorted(enums))
            problems.append(f"--query compares {field} with '{literal}', not one of its values ({allowed})")
    return problems


def check(driver, command_table, invocation, settings):
    main_parser = driver._create_parser(command_table)
    parsed, error = parse_with(main_parser, strip_v2_globals(invocation["argv"], settings))
    if error or parsed is None:
        return error, None
    globals_, remaining = parsed
    query = globals_.query if invocation.get("queryIsLiteral", True) else None
    if query:
        try:
            jmespath.compile(query)
        except jmespath.exceptions.JMESPathError as query_error:
            return f"--query does not compile: {' '.join(str(query_error).split())}", None
    words = [globals_.command]
    current = command_table[globals_.command]
    while remaining and not remaining[0].startswith("-") and not isinstance(current, ServiceOperation):
        if hasattr(current, "_get_command_table"):
            table = current._get_command_table()
        else:
            table = getattr(current, "subcommand_table", None) or {}
        if remaining[0] not in table:
            if table and not getattr(current, "arg_table", None):
                return f"aws {' '.join(words)} has no command {remaining[0]}", " ".join(words)
            break
        words.append(remaining[0])
        current = table[remaining[0]]
        remaining = remaining[1:]
    command = " ".join(words)
    if remaining[:1] == ["help"]:
        return None, command
    if not isinstance(current, ServiceOperation) and not hasattr(current, "arg_table"):
        return f"aws {command} needs a command", command
    subcommands = getattr(current, "subcommand_table", None)
    if subcommands and not isinstance(current, ServiceOperation):
        parser = ArgTableArgParser(current.arg_table, subcommands)
    else:
        parser = ArgTableArgParser(current.arg_table)
    parsed, error = parse_with(parser, remaining)
    if error:
        return f"aws {command}: {error}", command
    _, unknown = parsed
    if unknown:
        return f"aws {command} has no option {' '.join(unknown)}", command
    operation_model = getattr(current, "_operation_model", None)
    if query and operation_model is not None and operation_model.output_shape is not None:
        problems = query_problems(query, OutputShape(operation_model.output_shape))
        if problems:
            return f"aws {command}: " + "; ".join(problems), command
    return None, command


def main():
    request = json.load(sys.stdin)
    driver = create_clidriver()
    command_table = driver._get_command_table()
    results = []
    for invocation in request["invocations"]:
        error, command = check(driver, command_table, invocation, request["settings"])
        results.append({"id": invocation["id"], "error": error, "command": command})
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
