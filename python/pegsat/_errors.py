"""The one exception pegsat raises for input it cannot read."""


class InputError(ValueError):
    """Input that cannot be read: a board or solution text, a hole, a file.

    str() is "file:line: message"; the parts are the attributes `file`
    (empty for an argument), `line` (0 when about the whole input) and
    `message`. The compiled core raises it too (python/src/module.cpp finds
    it as pegsat.InputError).
    """

    def __init__(self, text: str, file: str = "", line: int = 0, message: str = ""):
        super().__init__(text)
        self.file = file
        self.line = line
        self.message = message or text

    def __reduce__(self):
        return (type(self), (str(self), self.file, self.line, self.message))
